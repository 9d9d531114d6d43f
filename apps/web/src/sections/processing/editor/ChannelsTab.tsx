import { useState } from 'react';
import { Accordion, Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SavedChannel, Service, ServiceChannel } from '@postbridge/domain';
import { api } from '../../../api/api';
import { useSession } from '../../../app/session/sessionStore';
import { useT } from '../../../i18n/useT';
import { ChannelFields } from './ChannelFields';
import { CHANNEL_QUERY_KEYS } from './channelQueries';
import type { TabProps } from './tabProps';

/** A label no other service channel has: the channel's own, else with a number after it. */
function uniqueLabel(base: string, channels: readonly ServiceChannel[]): string {
  const taken = new Set(channels.map((c) => c.label.trim()));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base} ${n}`)) n += 1;
  return `${base} ${n}`;
}

/**
 * Channels: the service's channels (docs/product.md §3 "Service" `channels`), each with its label, the values asked
 * for each shipment and its output-file configuration. A channel is added from those the service's account offers.
 */
export function ChannelsTab({ draft, change, errorAt, readOnly }: TabProps) {
  const t = useT();
  const userOuId = useSession((s) => s.user?.ouId ?? '');
  // A new service is made in the list's unit, or the caller's own when the draft has none yet.
  const ouId = draft.ouId || userOuId;
  // The account's own list (channels.ofOu): what the server accepts for the service's unit. A channel a parent
  // unit offers and the service already uses stays listed below, under its own name.
  const offered = useQuery({
    queryKey: CHANNEL_QUERY_KEYS.ofOu(ouId),
    queryFn: ({ signal }) => api.get('/ou/:ouId/channels', { params: { ouId }, signal }),
    enabled: !readOnly && ouId !== '',
  });
  // Every panel open at first: a service has few channels, and a problem deep in one must be seen.
  const [open, setOpen] = useState<string[]>(() => draft.channels.map((_, index) => String(index)));
  const [picked, setPicked] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const boxNames = draft.boxes.map((box) => box.name);

  const setChannel = (index: number, next: ServiceChannel) => {
    const before = draft.channels[index]!;
    const patch: Partial<Service> = { channels: draft.channels.map((c, i) => (i === index ? next : c)) };
    // A channel relabelled keeps its place in the sending strategy, which names channels by label; while its old
    // or new label is another channel's too, the entries stay as they are rather than merge with that channel's.
    const shared = (label: string) => draft.channels.some((c, i) => i !== index && c.label === label);
    if (next.label !== before.label && !shared(before.label) && !shared(next.label)) {
      patch.sendingStrategy = {
        groups: draft.sendingStrategy.groups.map((group) => ({
          ...group,
          serviceChannels: group.serviceChannels.map((label) =>
            label === before.label ? next.label : label,
          ),
        })),
      };
    }
    change(patch);
  };
  const add = (channel: SavedChannel) => {
    const added: ServiceChannel = {
      id: channel.id,
      label: uniqueLabel(channel.label || channel.name, draft.channels),
      escalation: null,
      // What the channel itself asks for is where a service channel starts (docs/product.md §5: at least one).
      shipmentRequirements: channel.requirements.map((r) => ({
        ...r,
        validationParameters: { ...r.validationParameters },
      })),
      outputFileConfiguration: {
        outputFileId: null,
        forceAddressPage: false,
        options: [],
        compositionOperations: [],
      },
    };
    change({ channels: [...draft.channels, added] });
    setOpen([...open, String(draft.channels.length)]);
    setPicked(null);
  };
  const groupsNaming = (label: string) =>
    draft.sendingStrategy.groups.filter((group) => group.serviceChannels.includes(label));
  const remove = (index: number) => {
    const label = draft.channels[index]!.label;
    // docs/product.md §5: a strategy names only channels of the service, so the removed one leaves it too.
    const stillNamed = draft.channels.some((c, i) => i !== index && c.label === label);
    change({
      channels: draft.channels.filter((_, i) => i !== index),
      ...(stillNamed
        ? {}
        : {
            sendingStrategy: {
              groups: draft.sendingStrategy.groups.map((group) => ({
                ...group,
                serviceChannels: group.serviceChannels.filter((l) => l !== label),
              })),
            },
          }),
    });
    setOpen(
      open
        .filter((v) => Number(v) !== index)
        .map((v) => String(Number(v) > index ? Number(v) - 1 : Number(v))),
    );
    setRemoving(null);
  };
  const askRemove = (index: number) => {
    if (groupsNaming(draft.channels[index]!.label).length > 0) setRemoving(index);
    else remove(index);
  };

  const used = new Set(draft.channels.map((c) => c.id));
  const choices = (offered.data ?? []).filter((c) => !used.has(c.id));
  const removingLabel = removing === null ? '' : draft.channels[removing]!.label;
  return (
    <Stack gap="sm">
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('processing.channels.removeTitle', { label: removingLabel })}
      >
        <Stack gap="md">
          <Text size="sm">
            {t('processing.channels.removeText', {
              groups: groupsNaming(removingLabel)
                .map((g, i) => g.name || t('processing.strategy.untitled', { index: i + 1 }))
                .join(', '),
            })}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('processing.channels.removeCancel')}
            </Button>
            <Button color="red" onClick={() => removing !== null && remove(removing)}>
              {t('processing.channels.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {draft.channels.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('processing.channels.none')}
        </Text>
      )}
      <Accordion multiple variant="separated" value={open} onChange={setOpen}>
        {draft.channels.map((channel, index) => (
          <Accordion.Item key={index} value={String(index)}>
            <Accordion.Control>
              {channel.label || t('processing.channels.untitled', { index: index + 1 })}
            </Accordion.Control>
            <Accordion.Panel>
              <ChannelFields
                channel={channel}
                index={index}
                onChange={(next) => setChannel(index, next)}
                boxNames={boxNames}
                errorAt={errorAt}
                readOnly={readOnly}
              />
              {!readOnly && (
                <Button mt="sm" color="red" variant="subtle" onClick={() => askRemove(index)}>
                  {t('processing.channels.remove')}
                </Button>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {!readOnly && offered.isError && (
        <Alert color="red" role="alert">
          {t('processing.channels.loadError')}
        </Alert>
      )}
      {!readOnly && offered.isSuccess && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label={t('processing.channels.pick')}
            w={{ base: '100%', sm: 320 }}
            data={choices.map((c) => ({ value: c.id, label: c.label || c.name }))}
            value={picked}
            onChange={setPicked}
            placeholder={choices.length === 0 ? t('processing.channels.pickNone') : undefined}
            disabled={choices.length === 0}
          />
          <Button
            variant="light"
            disabled={picked === null}
            onClick={() => {
              const channel = choices.find((c) => c.id === picked);
              if (channel) add(channel);
            }}
          >
            {t('processing.channels.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
