import IconSend from '@tabler/icons-react/icons/IconSend';
import { useEffect, useRef, useState } from 'react';
import { Alert, Box as Indent, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { Box, SavedService } from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { BoxDropZone } from '../BoxDropZone';
import { createJobFromFiles, type LinkedFile } from '../depositApi';
import { reportDepositEvent } from '../depositEvents';
import { RequirementsCheck, canCheckRequirementsFirst } from '../requirements/RequirementsCheck';
import { boxHintText, countHint, splitHint } from './boxHints';
import {
  acceptAttribute,
  boxCountMessages,
  boxIsFull,
  checkAdditions,
  contentMismatch,
  filesByBox,
  type BoxMessage,
} from './boxRules';
import { useDepositStore, type BehalfChoice } from './depositStore';
import {
  editableMetadatas,
  jobNameAsked,
  jobNameMessage,
  metadataMessages,
  metadataToSend,
} from './jobFields';
import { JobMetadataFields } from './JobMetadataFields';
import { JobStatus } from './JobStatus';
import { boxDepth, orderedBoxes, type ScreenVariant } from './screenVariants';
import { blockingReason, jobParameters, mainBoxOf, streamFiles } from './sendState';
import { useDepositFiles } from './useDepositFiles';
import { ACTION_ICON_PROPS } from '../../../ui/actionIcons';

interface DepositFormProps {
  service: SavedService;
  variant: ScreenVariant;
  behalf: BehalfChoice | null;
  /** The file of a deposit link, placed in the first box that takes it. */
  linkedFile: LinkedFile | null;
}

/** A deposit into one service: its boxes, its fields, the send button, then the job's processing. */
export function DepositForm({ service, variant, behalf, linkedFile }: DepositFormProps) {
  const t = useT();
  const errorText = useErrorText();
  const deposit = useDepositFiles();
  const [jobName, setJobName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [linkProblem, setLinkProblem] = useState<BoxMessage | null>(null);
  const send = useMutation({
    mutationFn: () =>
      createJobFromFiles(
        jobParameters({
          service,
          files: deposit.files,
          givenName: jobName,
          metadatas: metadataToSend(values),
          targetOwnerId: behalf?.userId ?? null,
        }),
        streamFiles(deposit.files),
      ),
    onSuccess: (job) => reportDepositEvent({ type: 'jobCreated', jobId: job.id }),
  });

  const boxes = orderedBoxes(service, variant);
  const byBox = filesByBox(deposit.files);

  // Deposit mode (docs/product.md §2): the link's file goes to the first box that takes it, once.
  const placed = useRef(false);
  const { addStored } = deposit;
  useEffect(() => {
    if (!linkedFile || placed.current) return;
    placed.current = true;
    const kind = { name: linkedFile.name, type: linkedFile.contentType };
    const box = boxes.find((b) => checkAdditions(service, b, [], [kind]).accepted.length === 1);
    if (box) addStored(box.name, { ...linkedFile, fileType: null });
    else setLinkProblem({ key: 'deposit.home.noCompatibleBox', params: { name: linkedFile.name } });
    useDepositStore.getState().linkedFileUsed();
  }, [linkedFile, boxes, service, addStored]);

  const metadatas = editableMetadatas(service);
  const metaMessages = metadataMessages(metadatas, values);
  const main = mainBoxOf(service);
  const mainFileName = main ? (byBox[main.name]?.[0]?.name ?? null) : null;
  const nameMessage = jobNameAsked(service) ? jobNameMessage(service, jobName, mainFileName) : null;
  const counts = boxCountMessages(service, deposit.files);
  const reason = blockingReason({
    service,
    files: deposit.files,
    metadataLabels: metadatas.filter((m) => metaMessages[m.name]).map((m) => m.label || m.name),
    jobName: nameMessage,
  });
  const locked = send.isPending || send.isSuccess;
  // docs/product.md §2 "Compute and check requirements" on the uploaded PDF, before the job exists
  // (screenVariants.ts).
  const mainFile = main ? byBox[main.name]?.[0] : undefined;
  const checkedFile =
    canCheckRequirementsFirst(service) && mainFile?.status === 'done' ? mainFile.fileId : null;

  const renderBox = (box: Box) => {
    const files = deposit.files.filter((f) => f.boxName === box.name);
    const count = countHint(service, box);
    return (
      <Indent key={box.name} ms={{ base: 0, sm: boxDepth(service, box) * 32 }}>
        <BoxDropZone
          label={box.label || box.name}
          hint={[boxHintText(box, t), splitHint(box, t), t(count.key, count.params)]
            .filter(Boolean)
            .join(' ')}
          accept={acceptAttribute(box)}
          multiple={!boxIsFull(service, box, (byBox[box.name]?.length ?? 0) + 1)}
          files={files}
          full={boxIsFull(service, box, byBox[box.name]?.length ?? 0)}
          disabled={locked}
          onFiles={(candidates) => {
            const { accepted, refused } = checkAdditions(service, box, byBox[box.name] ?? [], candidates);
            deposit.add(box.name, accepted, box.appositions);
            return refused;
          }}
          onRemove={deposit.remove}
          problems={counts[box.name] && files.length > 0 ? [counts[box.name]!] : []}
          fileProblem={(file) => contentMismatch(box, file)}
        >
          {checkedFile && box.name === main?.name && !locked ? (
            <RequirementsCheck service={service} fileId={checkedFile} />
          ) : null}
        </BoxDropZone>
      </Indent>
    );
  };

  const fields = (
    <Stack gap="md">
      {jobNameAsked(service) ? (
        <TextInput
          label={t('deposit.jobName')}
          description={t('deposit.metadata.jobNameHint')}
          placeholder={mainFileName ? mainFileName.replace(/\.[^.]*$/, '') : undefined}
          value={jobName}
          maxLength={200}
          disabled={locked}
          error={nameMessage && nameTouched ? t(nameMessage.key, nameMessage.params) : undefined}
          onBlur={() => setNameTouched(true)}
          onChange={(e) => setJobName(e.currentTarget.value)}
        />
      ) : null}
      {metadatas.length > 0 ? (
        <JobMetadataFields
          metadatas={metadatas}
          values={values}
          messages={metaMessages}
          disabled={locked}
          onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        />
      ) : null}
    </Stack>
  );

  return (
    <Stack gap="lg">
      {linkProblem ? (
        <Alert color="red" role="alert">
          {t(linkProblem.key, linkProblem.params)}
        </Alert>
      ) : null}
      {variant.fieldsFirst ? fields : null}
      {boxes.map(renderBox)}
      {variant.fieldsFirst ? null : fields}
      <Group wrap="wrap">
        <Button
          onClick={() => send.mutate()}
          disabled={reason !== null || locked}
          loading={send.isPending}
          leftSection={<IconSend {...ACTION_ICON_PROPS} />}
        >
          {t('deposit.send')}
        </Button>
        {reason && !locked ? (
          <Text size="sm" c="dimmed" id="send-reason">
            {t(reason.key, reason.params)}
          </Text>
        ) : null}
      </Group>
      {send.isError ? (
        <Alert color="red" role="alert" title={t('deposit.upload.jobNotCreated')}>
          {errorText(send.error)}
        </Alert>
      ) : null}
      {send.data ? <JobStatus jobId={send.data.id} /> : null}
    </Stack>
  );
}
