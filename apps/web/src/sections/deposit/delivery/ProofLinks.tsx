import { useEffect, useState } from 'react';
import { Alert, Anchor, List, Loader } from '@mantine/core';
import type { ProofResult } from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { fetchFileBlob } from './deliveryApi';

interface Link {
  fileId: string;
  name: string;
  pages: number;
  url: string;
}

/** Download links of the proofs: each file fetched with the session header, offered as an object URL. */
export function ProofLinks({ proofs }: { proofs: ProofResult }) {
  const t = useT();
  const errorText = useErrorText();
  const [links, setLinks] = useState<Link[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let active = true;
    const created: string[] = [];
    Promise.all(
      proofs.map(async (proof) => {
        const url = URL.createObjectURL(await fetchFileBlob(proof.fileId));
        created.push(url);
        return { fileId: proof.fileId, name: proof.name, pages: proof.pageCount, url };
      }),
    ).then(
      (result) => active && setLinks(result),
      (cause: unknown) => active && setError(cause),
    );
    return () => {
      active = false;
      created.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [proofs]);

  if (error) {
    return (
      <Alert color="red" role="alert">
        {errorText(error)}
      </Alert>
    );
  }
  if (!links) return <Loader size="sm" role="img" aria-label={t('deposit.delivery.proof.loading')} />;
  return (
    <List>
      {links.map((link) => (
        <List.Item key={link.fileId}>
          <Anchor href={link.url} download={link.name} target="_blank" rel="noopener">
            {t('deposit.delivery.proof.download', { name: link.name, pages: link.pages })}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}
