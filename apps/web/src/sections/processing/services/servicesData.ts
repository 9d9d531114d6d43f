import { useQuery } from '@tanstack/react-query';
import type { OuNode, SavedService, ServiceType } from '@postbridge/domain';
import { api } from '../../../api/api';
import { QUERY_KEYS } from '../../../app/queries';

/** Cache keys of the services list; the editor's saves invalidate `QUERY_KEYS.processingServices` too. */
const servicesKeys = {
  list: (ouId: string | null) => [...QUERY_KEYS.processingServices, 'list', ouId] as const,
  ous: [...QUERY_KEYS.processingServices, 'ous'] as const,
};

/** From the simplest to the most general (SERVICE_TYPES is alphabetical); the record keeps all six listed. */
const ORDER: Record<ServiceType, number> = {
  SIMPLE_UNIQUE: 0,
  SIMPLE_MULTIPLE: 1,
  PREPROCESSING_UNIQUE: 2,
  PREPROCESSING: 3,
  ARCHIVE: 4,
  ADVANCED: 5,
};
export const SERVICE_TYPES_IN_ORDER = (Object.keys(ORDER) as ServiceType[]).sort(
  (a, b) => ORDER[a] - ORDER[b],
);

export type OuOption = { value: string; label: string; name: string };

/** The unit tree as select options, indented by depth (the names are kept to say where a service comes from). */
function flattenOus(nodes: readonly OuNode[], depth = 0): OuOption[] {
  return nodes
    .filter((node) => !node.removed)
    .flatMap((node) => [
      { value: node.id, label: `${'\u2003'.repeat(depth)}${node.name}`, name: node.name },
      ...flattenOus(node.children, depth + 1),
    ]);
}

export function useOuOptions() {
  return useQuery({
    queryKey: servicesKeys.ous,
    queryFn: async ({ signal }) => flattenOus(await api.get('/ou', { query: {}, signal })),
  });
}

/** The services offered to the unit (its own and its ancestors', disabled ones included for adminService). */
export function useServices(ouId: string | null) {
  return useQuery({
    queryKey: servicesKeys.list(ouId),
    queryFn: ({ signal }) => api.get('/services', { query: { ouId: ouId! }, signal }),
    enabled: ouId !== null,
  });
}

export type ServicesFilterValues = {
  text: string;
  type: ServiceType | null;
  enabled: 'true' | 'false' | null;
};

export const NO_FILTERS: ServicesFilterValues = { text: '', type: null, enabled: null };

/**
 * The list's filters, applied in the browser: GET /services answers every service offered to one unit (a few
 * dozen at most), so the filters need no round trip. The text matches the name or the description, ignoring
 * case and accents.
 */
export function filterServices(
  services: readonly SavedService[],
  filters: ServicesFilterValues,
): SavedService[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const text = fold(filters.text.trim());
  return services.filter(
    (s) =>
      (!text || fold(s.name).includes(text) || fold(s.description ?? '').includes(text)) &&
      (!filters.type || s.type === filters.type) &&
      (!filters.enabled || String(s.enabled) === filters.enabled),
  );
}

/**
 * Saves the service with `enabled` switched (POST /services with the version read: -13 when someone changed it
 * meanwhile). The switch changes no deposit already made, so it never needs `force` (docs/api.md "Changing a
 * service that has open jobs").
 */
export function saveEnabled(service: SavedService, enabled: boolean): Promise<SavedService> {
  const { creationDate: _created, updateDate: _updated, ...parameters } = service;
  const form = new FormData();
  form.append('parameters', JSON.stringify({ ...parameters, enabled }));
  return api.postForm('/services', form, { query: {} });
}

/** POST /services/import into the unit. */
export function importService(file: File, ouId: string): Promise<SavedService> {
  const form = new FormData();
  form.append('file', file);
  form.append('ouId', ouId);
  return api.postForm('/services/import', form);
}
