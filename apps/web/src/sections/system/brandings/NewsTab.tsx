import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { BRANDING_NEWS_MAX_LENGTH, LOCALES, type LocaleCode } from '@postbridge/domain';
import { api } from '../../../api/api';
import { notifyInfo } from '../../../app/notify';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';

/** The news of a saved white label, one text per language, each saved on its own. */
export function NewsTab({ brandingId, readOnly }: { brandingId: string | undefined; readOnly: boolean }) {
  const t = useT();
  if (!brandingId) return <Text size="sm">{t('system.brandings.news.saveFirst')}</Text>;
  return <NewsForm brandingId={brandingId} readOnly={readOnly} />;
}

function NewsForm({ brandingId, readOnly }: { brandingId: string; readOnly: boolean }) {
  const t = useT();
  const news = useQuery({
    queryKey: ['brandingNewsAll', brandingId],
    queryFn: () => api.get('/brandings/:brandingId/news', { params: { brandingId } }),
  });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('system.brandings.news.hint')}
      </Text>
      {news.data &&
        LOCALES.map((l) => (
          <LocaleNews
            key={l.code}
            brandingId={brandingId}
            locale={l.code}
            language={l.nativeName}
            dir={l.dir}
            initial={news.data[l.code] ?? ''}
            readOnly={readOnly}
          />
        ))}
    </Stack>
  );
}

function LocaleNews(props: {
  brandingId: string;
  locale: LocaleCode;
  language: string;
  dir: 'ltr' | 'rtl';
  initial: string;
  readOnly: boolean;
}) {
  const t = useT();
  const errorText = useErrorText();
  const [text, setText] = useState(props.initial);
  useEffect(() => setText(props.initial), [props.initial]);
  const save = useMutation({
    mutationFn: () =>
      api.post('/brandings/:brandingId/news/:locale', {
        params: { brandingId: props.brandingId, locale: props.locale },
        body: { text },
      }),
    onSuccess: (saved) => {
      setText(saved.text);
      notifyInfo(t('system.brandings.news.saved'));
    },
  });
  return (
    <Stack gap={4}>
      <Textarea
        label={t('system.brandings.news.in', { language: props.language })}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        lang={props.locale}
        dir={props.dir}
        autosize
        minRows={2}
        maxLength={BRANDING_NEWS_MAX_LENGTH}
        disabled={props.readOnly}
        error={save.isError ? errorText(save.error) : undefined}
      />
      {!props.readOnly && (
        <Group>
          <Button size="xs" variant="light" loading={save.isPending} onClick={() => save.mutate()}>
            {t('system.brandings.news.save', { language: props.language })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
