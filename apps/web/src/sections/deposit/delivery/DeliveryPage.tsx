import { useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  List,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { CheckOptionsBody, ServiceChannelOptions } from '@postbridge/domain';
import { PATHS } from '../../../app/paths';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { ChannelOptions } from './ChannelOptions';
import {
  checkOptions,
  createCommand,
  deliveryKeys,
  fetchOptions,
  fetchOptionTypes,
  fetchPackGroups,
  orderProof,
} from './deliveryApi';
import { useIssueText } from './issueText';
import { ProofLinks } from './ProofLinks';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const HOUR_MS = 3_600_000;

/** Delivery screen (spec §2): the plan of the deposit's letters, its options, proofs, and the order. */
export function DeliveryPage() {
  const { jobId = '' } = useParams();
  const t = useT();
  const errorText = useErrorText();
  const issueText = useIssueText();
  const [choices, setChoices] = useState<ServiceChannelOptions>({});
  const [postDate, setPostDate] = useState('');

  const packGroups = useQuery({
    queryKey: deliveryKeys.packGroups(jobId),
    queryFn: () => fetchPackGroups(jobId),
  });
  const optionTypes = useQuery({ queryKey: deliveryKeys.optionTypes, queryFn: fetchOptionTypes });
  const options = useQuery({ queryKey: deliveryKeys.options, queryFn: fetchOptions });

  const packGroupIds = useMemo(
    () => (packGroups.data ?? []).filter((group) => group.state === 'CREATED').map((group) => group.id),
    [packGroups.data],
  );
  const positions = useMemo(
    () => new Map((packGroups.data ?? []).map((group) => [group.id, group])),
    [packGroups.data],
  );
  const dateText = postDate.trim();
  const dateInvalid = dateText !== '' && !ISO_DAY.test(dateText);
  const body: CheckOptionsBody = {
    packGroupIds,
    serviceChannelOptions: choices,
    ...(dateText && !dateInvalid ? { expectedPostDate: dateText } : {}),
  };
  const plan = useQuery({
    queryKey: deliveryKeys.plan(body),
    queryFn: () => checkOptions(body),
    enabled: packGroupIds.length > 0,
    placeholderData: keepPreviousData,
  });
  const proof = useMutation({ mutationFn: orderProof });
  const order = useMutation({ mutationFn: createCommand });

  if (packGroups.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (packGroups.isError) {
    return (
      <Alert color="red" role="alert">
        {errorText(packGroups.error)}
      </Alert>
    );
  }

  const title = <Title order={1}>{t('screen.deposit.delivery')}</Title>;
  const homeLink = (
    <Anchor component={Link} to={PATHS.deposit.home}>
      {t('delivery.backHome')}
    </Anchor>
  );

  if (order.isSuccess) {
    const state = order.data.state;
    return (
      <Stack gap="md">
        {title}
        <Alert color="green" role="status">
          {state === 'AWAIT_VALIDATION' || state === 'VALIDATED'
            ? t(`delivery.ordered.${state}`)
            : t('delivery.ordered.other', { state })}
        </Alert>
        {homeLink}
      </Stack>
    );
  }

  if (packGroupIds.length === 0) {
    return (
      <Stack gap="md">
        {title}
        <Text>{t('delivery.noPackGroups')}</Text>
        {homeLink}
      </Stack>
    );
  }

  const current = plan.data;
  const dateIssues = current?.issues.filter((issue) => issue.path.includes('expectedPostDate')) ?? [];
  const otherIssues = current?.issues.filter((issue) => !issue.path.includes('expectedPostDate')) ?? [];
  const blocking =
    !current || current.channels.length === 0 || current.issues.some((i) => i.severity === 'error');
  const cutoff = current?.cutoffMs ?? null;
  const busy = plan.isFetching || proof.isPending || order.isPending;

  const changeOption = (label: string, optionTypeId: string, optionId: string) => {
    const channel = current?.channels.find((c) => c.serviceChannelLabel === label);
    if (!channel) return;
    const chosen = channel.options.map((option) =>
      option.optionTypeId === optionTypeId ? optionId : option.optionId,
    );
    setChoices((previous) => ({ ...previous, [label]: chosen }));
    proof.reset();
  };
  const orderBody = { packGroupIds, serviceChannelOptions: choices };

  return (
    <Stack gap="md" maw={1100}>
      {title}
      {plan.isError && (
        <Alert color="red" role="alert">
          {errorText(plan.error)}
        </Alert>
      )}
      {!current && plan.isFetching && (
        <Center py="md">
          <Loader />
        </Center>
      )}
      {current && cutoff !== null && (cutoff < 0 || cutoff < HOUR_MS) && (
        <Alert color="orange" role="alert">
          {cutoff < 0
            ? t('delivery.cutoff.passed')
            : t('delivery.cutoff.soon', { minutes: Math.max(1, Math.floor(cutoff / 60_000)) })}
        </Alert>
      )}
      {current && (
        <>
          <Title order={2}>{t('delivery.channels')}</Title>
          {current.channels.length === 0 && <Text>{t('delivery.noChannel')}</Text>}
          {current.channels.map((channel) => (
            <ChannelOptions
              key={channel.serviceChannelLabel}
              channel={channel}
              optionTypes={optionTypes.data ?? []}
              options={options.data ?? []}
              disabled={busy}
              onChange={(typeId, optionId) => changeOption(channel.serviceChannelLabel, typeId, optionId)}
            />
          ))}
          {current.notEligible.length > 0 && (
            <Alert color="yellow" title={t('delivery.notEligible.title')}>
              <List size="sm">
                {current.notEligible.map((item) => {
                  const group = positions.get(item.packGroupId);
                  return (
                    <List.Item key={item.packGroupId}>
                      {t('delivery.notEligible.item', {
                        recipient: group?.identifier ?? String((group?.position ?? 0) + 1),
                        reasons: item.reasons.map(issueText).join(' '),
                      })}
                    </List.Item>
                  );
                })}
              </List>
            </Alert>
          )}
          {otherIssues.length > 0 && (
            <Alert color="red" role="alert">
              {otherIssues.map((issue) => (
                <Text key={`${issue.key}-${issue.path}`} size="sm">
                  {issueText(issue)}
                </Text>
              ))}
            </Alert>
          )}
        </>
      )}
      <Group align="flex-start" wrap="wrap">
        <TextInput
          label={t('delivery.postDate.label')}
          description={t('delivery.postDate.description')}
          placeholder="yyyy-MM-dd"
          value={postDate}
          onChange={(event) => setPostDate(event.currentTarget.value)}
          error={
            dateInvalid ? t('delivery.postDate.invalid') : dateIssues.map(issueText).join(' ') || undefined
          }
          w={260}
        />
        {current?.postDate && (
          <Text mt={28} size="sm">
            {t('delivery.postDate.planned', { date: current.postDate })}
          </Text>
        )}
      </Group>
      {proof.isError && (
        <Alert color="red" role="alert">
          {errorText(proof.error)}
        </Alert>
      )}
      {order.isError && (
        <Alert color="red" role="alert">
          {errorText(order.error)}
        </Alert>
      )}
      <Group>
        <Button
          variant="default"
          onClick={() => proof.mutate({ ...orderBody, expectedProofsPerServiceChannelLabel: 1 })}
          loading={proof.isPending}
          disabled={blocking || dateInvalid || busy}
        >
          {t('delivery.proof.button')}
        </Button>
        <Button
          onClick={() =>
            order.mutate({
              ...orderBody,
              ...(body.expectedPostDate ? { expectedPostDate: body.expectedPostDate } : {}),
            })
          }
          loading={order.isPending}
          disabled={blocking || dateInvalid || busy}
        >
          {t('delivery.order.button')}
        </Button>
        {homeLink}
      </Group>
      {proof.isSuccess && (
        <Stack gap="xs">
          <Title order={2}>{t('delivery.proof.title')}</Title>
          <ProofLinks proofs={proof.data} />
        </Stack>
      )}
    </Stack>
  );
}
