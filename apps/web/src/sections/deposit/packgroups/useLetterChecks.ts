import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PackGroup } from '@postbridge/domain';
import { editedAddressIds, letterCheckOf, type LetterCheck } from './letters';
import { fetchJobRevisions, packGroupKeys } from './packGroupsApi';

/**
 * The check of each letter of a deposit as the tables show it: its values' status, an address edited by hand
 * counted as corrected (read from the deposit's history). While the history loads, letters show the checks alone.
 */
export function useLetterChecks(
  jobId: string,
  groups: readonly PackGroup[],
): (group: PackGroup) => LetterCheck {
  const revisions = useQuery({
    queryKey: packGroupKeys.revisions(jobId),
    queryFn: () => fetchJobRevisions(jobId),
  });
  return useMemo(() => {
    const edited = editedAddressIds(revisions.data ?? [], groups);
    return (group: PackGroup) => letterCheckOf(group, edited.has(group.id));
  }, [revisions.data, groups]);
}
