import { useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  hasPermission,
  MAIL_DOMAIN_RETIRING_DAYS,
  mailDomainProblem,
  type LabelKey,
  type MailDnsCheck,
  type MailDnsRecord,
  type MailDomain,
  type MailDomainList,
  type SessionUser,
} from '@postbridge/domain';
import { api } from '../../../api/api';
import { ApiError } from '../../../api/errors';
import { notifyInfo } from '../../../app/notify';
import { useSession } from '../../../app/session/sessionStore';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { ConfirmDeletion } from '../../../ui/ConfirmDeletion';
import { NotAllowed } from '../../../ui/NotAllowed';
import { useFormatDateTime } from '../../../ui/format';

// System > E-mail (issue 18; docs/administration.md "E-mail sender domains and DKIM"): the sender domains, their
// DKIM keys and the DNS records to publish, each copyable. superAdmin adds, rotates and removes; superAdminView
// reads and checks the DNS.

const MAIL_DOMAINS_KEY = ['session', 'system', 'mail', 'domains'] as const;

const canRead = (user: SessionUser | null) =>
  !!user &&
  (hasPermission(user.permissions, 'superAdmin') || hasPermission(user.permissions, 'superAdminView'));
const canChange = (user: SessionUser | null) => !!user && hasPermission(user.permissions, 'superAdmin');

export function MailScreen() {
  const t = useT();
  const errorText = useErrorText();
  const user = useSession((s) => s.user);
  const list = useQuery({
    queryKey: MAIL_DOMAINS_KEY,
    queryFn: () => api.get('/system/mail-domains'),
    enabled: canRead(user),
  });
  if (!canRead(user)) return <NotAllowed />;
  const readOnly = !canChange(user);
  return (
    <Stack gap="lg" p="md">
      <Title order={1} size="h2">
        {t('screen.system.mail')}
      </Title>
      <Text>{t('system.mail.intro', { days: MAIL_DOMAIN_RETIRING_DAYS })}</Text>
      {readOnly && (
        <Alert color="gray" variant="light">
          {t('system.mail.readOnly')}
        </Alert>
      )}
      {list.isPending ? (
        <Text role="status">{t('common.loading')}</Text>
      ) : list.isError ? (
        <Alert color="red" role="alert" title={t('system.mail.loadError')}>
          <Group justify="space-between">
            <Text size="sm">{errorText(list.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <DomainList data={list.data} readOnly={readOnly} />
      )}
    </Stack>
  );
}

function DomainList({ data, readOnly }: { data: MailDomainList; readOnly: boolean }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('system.mail.defaultFrom', { from: data.defaultFrom })}
      </Text>
      {!readOnly && <AddDomain />}
      {data.domains.length === 0 ? (
        <Text>{t('system.mail.none')}</Text>
      ) : (
        data.domains.map((domain) => <DomainCard key={domain.id} domain={domain} readOnly={readOnly} />)
      )}
    </Stack>
  );
}

const problemLabel = (problem: NonNullable<ReturnType<typeof mailDomainProblem>>): LabelKey =>
  `system.mail.error.${problem}`;

function AddDomain() {
  const t = useT();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = mailDomainProblem(name);
  const add = useMutation({
    mutationFn: () => api.post('/system/mail-domains', { body: { name } }),
    onSuccess: async (domain) => {
      setName('');
      setTouched(false);
      notifyInfo(t('system.mail.added', { name: domain.name }));
      await client.invalidateQueries({ queryKey: MAIL_DOMAINS_KEY });
    },
  });
  const serverError =
    add.error instanceof ApiError && add.error.field === 'body.name' ? errorText(add.error) : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem) add.mutate();
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-end">
        <TextInput
          label={t('system.mail.domain')}
          description={t('system.mail.domain.hint')}
          placeholder="example.org"
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            add.reset();
          }}
          onBlur={() => setTouched(true)}
          error={(touched && problem ? t(problemLabel(problem)) : undefined) ?? serverError}
          w={360}
        />
        <Button type="submit" loading={add.isPending}>
          {t('system.mail.add')}
        </Button>
      </Group>
      {add.isError && !serverError && (
        <Alert color="red" role="alert" mt="sm">
          {errorText(add.error)}
        </Alert>
      )}
    </form>
  );
}

const RECORD_LABELS: Record<MailDnsRecord['kind'], LabelKey> = {
  dkim: 'system.mail.record.dkim',
  spf: 'system.mail.record.spf',
  dmarc: 'system.mail.record.dmarc',
  bounceMx: 'system.mail.record.bounceMx',
};

function Copy({ value, label }: { value: string; label: string }) {
  const t = useT();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size="compact-xs" variant="light" onClick={copy} aria-label={label}>
          {copied ? t('system.mail.copied') : t('system.mail.copy')}
        </Button>
      )}
    </CopyButton>
  );
}

function DomainCard({ domain, readOnly }: { domain: MailDomain; readOnly: boolean }) {
  const t = useT();
  const errorText = useErrorText();
  const formatDateTime = useFormatDateTime();
  const client = useQueryClient();
  const [removing, setRemoving] = useState<MailDomain | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: MAIL_DOMAINS_KEY });
  const rotate = useMutation({
    mutationFn: () =>
      api.post('/system/mail-domains/:domainId/rotate', {
        params: { domainId: domain.id },
        body: { version: domain.version },
      }),
    onSuccess: async (rotated) => {
      notifyInfo(t('system.mail.rotated', { selector: rotated.keys[0]?.selector ?? '' }));
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (d: MailDomain) =>
      api.delete('/system/mail-domains/:domainId', { params: { domainId: d.id } }),
    onSuccess: async () => {
      setRemoving(null);
      await refresh();
    },
  });
  const check = useMutation({
    mutationFn: () => api.get('/system/mail-domains/:domainId/dns', { params: { domainId: domain.id } }),
  });
  const titleId = `mail-domain-${domain.id}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id={titleId}>
            {domain.name}
          </Title>
          <Group gap="xs">
            <Button size="xs" variant="light" loading={check.isPending} onClick={() => check.mutate()}>
              {t('system.mail.checkDns')}
            </Button>
            {!readOnly && (
              <>
                <Button size="xs" variant="light" loading={rotate.isPending} onClick={() => rotate.mutate()}>
                  {t('system.mail.rotate')}
                </Button>
                <Button size="xs" variant="light" color="red" onClick={() => setRemoving(domain)}>
                  {t('system.mail.remove')}
                </Button>
              </>
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('system.mail.createdBy', {
            date: formatDateTime(domain.createdAt),
            user: domain.createdBy ?? '',
          })}
        </Text>
        {rotate.isError && (
          <Alert color="red" role="alert">
            {errorText(rotate.error)}
          </Alert>
        )}
        <Text size="sm">{t('system.mail.records.hint')}</Text>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" aria-label={t('system.mail.records', { name: domain.name })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('system.mail.record.purpose')}</Table.Th>
                <Table.Th>{t('system.mail.record.name')}</Table.Th>
                <Table.Th>{t('system.mail.record.type')}</Table.Th>
                <Table.Th>{t('system.mail.record.value')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {domain.records.map((record) => (
                <RecordRow key={`${record.kind}-${record.name}`} record={record} check={check.data} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {check.isError && (
          <Alert color="red" role="alert">
            {errorText(check.error)}
          </Alert>
        )}
        {check.data && !check.data.resolverAvailable && (
          <Alert color="yellow" role="status">
            {t('system.mail.dns.noResolver')}
          </Alert>
        )}
      </Stack>
      <ConfirmDeletion
        item={removing}
        title={t('system.mail.remove.confirm', { name: domain.name })}
        confirmLabel={t('system.mail.remove')}
        cancelLabel={t('system.mail.remove.cancel')}
        deletion={remove}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}

const CHECK_COLOURS = { found: 'green', missing: 'red', different: 'orange', unavailable: 'gray' } as const;

function RecordRow({ record, check }: { record: MailDnsRecord; check: MailDnsCheck | undefined }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const checked = check?.records.find(
    (r) => r.kind === record.kind && r.name === record.name && r.selector === record.selector,
  );
  const purpose = t(RECORD_LABELS[record.kind]);
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Text size="sm">{purpose}</Text>
          {record.keyState === 'active' && (
            <Badge color="green" variant="light">
              {t('system.mail.key.active')}
            </Badge>
          )}
          {record.keyState === 'retiring' && (
            <Badge color="gray" variant="light">
              {t('system.mail.key.retiring', { date: formatDateTime(record.keepUntil ?? '') })}
            </Badge>
          )}
          {checked && (
            <Badge color={CHECK_COLOURS[checked.state]} variant="outline">
              {t(`system.mail.dns.${checked.state}`)}
            </Badge>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Code>{record.name}</Code>
          <Copy value={record.name} label={t('system.mail.copyName', { name: record.name })} />
        </Group>
      </Table.Td>
      <Table.Td>{record.type}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxWidth: 420 }}>
            {record.value}
          </Code>
          <Copy value={record.value} label={t('system.mail.copyValue', { name: record.name })} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
