import IconTruckDelivery from '@tabler/icons-react/icons/IconTruckDelivery';
import { useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  NumberInput,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import {
  MAX_PROOFS_PER_SERVICE_CHANNEL_LABEL,
  type CheckOptionsBody,
  type ServiceChannelOptions,
} from '@postbridge/domain';
import { PATHS, depositLettersPath } from '../../../app/paths';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { reportDepositEvent } from '../depositEvents';
import { ChannelOptions } from './ChannelOptions';
import { CostEstimate } from './CostEstimate';
import { CutoffWarning } from './CutoffWarning';
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
import { NotEligibleList } from './NotEligibleList';
import { OrderedPanel } from './OrderedPanel';
import { postDateLimits, postDateProblem } from './postDate';
import { PostDateField } from './PostDateField';
import { ProofLinks } from './ProofLinks';
import { ACTION_ICON_PROPS } from '../../../ui/actionIcons';

/**
 * Delivery screen (docs/product.md §2): the plan of the deposit's letters, its options, proofs, and the
 * order.
 */
export function DeliveryPage() {
  const { jobId = '' } = useParams();
  const t = useT();
  const errorText = useErrorText();
  const issueText = useIssueText();
  const [choices, setChoices] = useState<ServiceChannelOptions>({});
  const [postDate, setPostDate] = useState('');
  const [proofCount, setProofCount] = useState(1);
  const [comment, setComment] = useState('');

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
  // The plan is asked with any real day; the limits it answers are then checked here as well.
  const dateMalformed = postDateProblem(dateText, null) === 'format';
  const body: CheckOptionsBody = {
    packGroupIds,
    serviceChannelOptions: choices,
    ...(dateText && !dateMalformed ? { expectedPostDate: dateText } : {}),
  };
  const plan = useQuery({
    queryKey: deliveryKeys.plan(body),
    queryFn: () => checkOptions(body),
    enabled: packGroupIds.length > 0,
    placeholderData: keepPreviousData,
  });
  const proof = useMutation({ mutationFn: orderProof });
  const order = useMutation({
    mutationFn: createCommand,
    onSuccess: (command) => reportDepositEvent({ type: 'commandCreated', jobId, commandId: command.id }),
  });

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
    <Group gap="md">
      <Anchor component={Link} to={depositLettersPath(jobId)}>
        {t('deposit.upload.backToLetters')}
      </Anchor>
      <Anchor component={Link} to={PATHS.deposit.home}>
        {t('deposit.delivery.backHome')}
      </Anchor>
    </Group>
  );

  if (order.isSuccess) {
    return (
      <Stack gap="md">
        {title}
        <OrderedPanel command={order.data} />
      </Stack>
    );
  }

  if (packGroupIds.length === 0) {
    return (
      <Stack gap="md">
        {title}
        <Text>{t('deposit.delivery.noPackGroups')}</Text>
        {homeLink}
      </Stack>
    );
  }

  const current = plan.data;
  const dateIssues = current?.issues.filter((issue) => issue.path.includes('expectedPostDate')) ?? [];
  const otherIssues = current?.issues.filter((issue) => !issue.path.includes('expectedPostDate')) ?? [];
  const blocking =
    !current || current.channels.length === 0 || current.issues.some((i) => i.severity === 'error');
  const dateInvalid = postDateProblem(dateText, postDateLimits(current)) !== null;
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
      {current && <CutoffWarning cutoffMs={current.cutoffMs} />}
      {current && (
        <>
          <Title order={2}>{t('deposit.delivery.channels')}</Title>
          {current.channels.length === 0 && <Text>{t('deposit.delivery.noChannel')}</Text>}
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
          <NotEligibleList notEligible={current.notEligible} groups={positions} />
          {current.channels.length > 0 && <CostEstimate body={body} />}
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
      <PostDateField value={postDate} onChange={setPostDate} plan={current} issues={dateIssues} />
      <Textarea
        label={t('deposit.delivery.comment')}
        description={t('deposit.delivery.commentHint')}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        maxLength={2000}
        autosize
        minRows={2}
        maw={640}
      />
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
      <Group align="flex-end" wrap="wrap">
        <NumberInput
          label={t('deposit.delivery.proofCount')}
          description={t('deposit.delivery.proofCountHint', { max: MAX_PROOFS_PER_SERVICE_CHANNEL_LABEL })}
          min={1}
          max={MAX_PROOFS_PER_SERVICE_CHANNEL_LABEL}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          value={proofCount}
          onChange={(value) => {
            setProofCount(typeof value === 'number' && value >= 1 ? value : 1);
            proof.reset();
          }}
          w={{ base: '100%', xs: 220 }}
        />
        <Button
          variant="default"
          onClick={() => proof.mutate({ ...orderBody, expectedProofsPerServiceChannelLabel: proofCount })}
          loading={proof.isPending}
          disabled={blocking || dateInvalid || busy}
        >
          {t('deposit.delivery.proof.button')}
        </Button>
        <Button
          onClick={() =>
            order.mutate({
              ...orderBody,
              ...(body.expectedPostDate ? { expectedPostDate: body.expectedPostDate } : {}),
              ...(comment.trim() ? { comment: comment.trim() } : {}),
            })
          }
          loading={order.isPending}
          disabled={blocking || dateInvalid || busy}
          leftSection={<IconTruckDelivery {...ACTION_ICON_PROPS} />}
        >
          {t('deposit.delivery.order.button')}
        </Button>
        {homeLink}
      </Group>
      {proof.isSuccess && (
        <Stack gap="xs">
          <Title order={2}>{t('deposit.delivery.proof.title')}</Title>
          <ProofLinks proofs={proof.data} />
        </Stack>
      )}
    </Stack>
  );
}
