import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { makeJob } from '../../manage/details/testData';
import { useDepositStore } from './depositStore';
import { installFakeXhr, lastUploadOf, makeService, pdf, renderDeposit } from './testing';

const letters = makeService({
  id: 's1',
  type: 'SIMPLE_MULTIPLE',
  name: 'Letter batch',
  boxes: [
    { name: 'letters', label: 'Letters', boxType: 'box.PDF', main: true, minElements: 1, maxElements: 2 },
    {
      name: 'customers',
      label: 'Customers',
      boxType: 'box.DATA_FILE',
      minElements: 0,
      parserConfiguration: { kind: 'par.CSV', encoding: 'UTF-8', separator: ';' },
    },
    { name: 'logo', label: 'Logo', boxType: 'box.PDF', appositions: true, minElements: 0 },
  ],
});

const withFields = makeService({
  id: 's2',
  type: 'SIMPLE_MULTIPLE',
  name: 'Invoices',
  jobNameEditable: true,
  boxes: [{ name: 'letters', label: 'Letters', boxType: 'box.PDF', minElements: 1 }],
  serviceMetadatas: [
    {
      name: 'ref',
      label: 'Reference',
      type: 'TEXT',
      mandatory: true,
      properties: { validation: '[A-Z]{3}-\\d+', maxLines: null },
    },
    { name: 'note', label: 'Note', type: 'MULTITEXT', properties: { maxLines: 2, validation: null } },
    {
      name: 'tier',
      label: 'Tier',
      type: 'TEXT',
      validationKind: 'svm.ConstantMetadata',
      constantValues: ['Gold', 'Silver'],
    },
  ],
});

beforeEach(() => {
  useSession.getState().loggedIn('token', makeUser());
  useDepositStore.setState({ behalf: null, linkedFileId: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('uploading the files of a deposit', () => {
  it('shows each upload progressing, then uploaded; removing one leaves it out', async () => {
    installFakeApi({ 'GET /services/:serviceId': { result: letters } });
    installFakeXhr();
    renderDeposit('/deposit/split?serviceId=s1');
    const user = userEvent.setup({ delay: null });
    await user.upload(await screen.findByLabelText('Letters'), [pdf('may.pdf'), pdf('june.pdf')]);

    const box = within(screen.getByTestId('box-Letters'));
    lastUploadOf('may.pdf').progress(512, 2048);
    expect(box.getByRole('progressbar', { name: 'Upload of may.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(box.getByText('25%')).toBeInTheDocument();
    expect(screen.getByText('Wait until every file is uploaded.')).toBeInTheDocument();

    await lastUploadOf('may.pdf').stored('file-may');
    expect(box.queryByRole('progressbar', { name: 'Upload of may.pdf' })).not.toBeInTheDocument();
    expect(box.getAllByText('Uploaded')).toHaveLength(1);
    expect(lastUploadOf('may.pdf').url).toBe('/api/files');

    await user.click(box.getByRole('button', { name: 'Remove may.pdf' }));
    expect(box.queryByText(/may\.pdf/)).not.toBeInTheDocument();
    expect(box.getByText(/june\.pdf/)).toBeInTheDocument();
  });

  it('ignores a cancelled upload, retries once after a network error, and shows a second failure', async () => {
    installFakeApi({ 'GET /services/:serviceId': { result: letters } });
    const xhr = installFakeXhr();
    renderDeposit('/deposit/split?serviceId=s1');
    const user = userEvent.setup({ delay: null });
    await user.upload(await screen.findByLabelText('Letters'), [pdf('a.pdf'), pdf('b.pdf')]);
    const box = within(screen.getByTestId('box-Letters'));

    // Removed while being sent: the request is aborted, and nothing is reported.
    const first = lastUploadOf('a.pdf');
    await user.click(box.getByRole('button', { name: 'Remove a.pdf' }));
    expect(first.aborted).toBe(true);
    expect(box.queryByText(/a\.pdf/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // A network error is retried once…
    const before = xhr.sent.length;
    await lastUploadOf('b.pdf').networkFailure();
    await waitFor(() => expect(xhr.sent.length).toBe(before + 1));
    expect(box.getByRole('progressbar', { name: 'Upload of b.pdf' })).toBeInTheDocument();
    // …and a second one is shown beside the file, which then blocks the send.
    await lastUploadOf('b.pdf').networkFailure();
    expect(await box.findByRole('alert')).toHaveTextContent(
      'b.pdf could not be uploaded: The server could not be reached.',
    );
    expect(xhr.sent.length).toBe(before + 1);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByText('Remove the files marked in red to send.')).toBeInTheDocument();
  });
});

describe('what each box accepts', () => {
  it('refuses a wrong type, a file beyond the maximum, and the same apposition twice, with their messages', async () => {
    installFakeApi({ 'GET /services/:serviceId': { result: letters } });
    installFakeXhr();
    renderDeposit('/deposit/split?serviceId=s1');
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(await screen.findByLabelText('Letters'), [
      new File(['a;b'], 'list.csv', { type: 'text/csv' }),
    ]);
    expect(within(screen.getByTestId('box-Letters')).getByRole('alert')).toHaveTextContent(
      'Only PDF files are accepted here. Not added: list.csv',
    );

    await user.upload(screen.getByLabelText('Letters'), [pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf')]);
    expect(within(screen.getByTestId('box-Letters')).getByRole('alert')).toHaveTextContent(
      '"3.pdf" cannot be added: "Letters" already holds its maximum of 2 files.',
    );
    expect(
      within(screen.getByTestId('box-Letters')).getByRole('button', { name: 'Choose files' }),
    ).toBeDisabled();

    await user.upload(screen.getByLabelText('Customers'), [pdf('letters.pdf')]);
    expect(within(screen.getByTestId('box-Customers')).getByRole('alert')).toHaveTextContent(
      'The type of "letters.pdf" does not suit "Customers".',
    );
    await user.upload(screen.getByLabelText('Customers'), [
      new File(['a;b'], 'list.csv', { type: 'text/csv' }),
    ]);
    expect(within(screen.getByTestId('box-Customers')).getByText(/list\.csv/)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Logo'), [pdf('logo.pdf')]);
    await user.upload(screen.getByLabelText('Logo'), [pdf('logo.pdf')]);
    expect(within(screen.getByTestId('box-Logo')).getByRole('alert')).toHaveTextContent(
      '"logo.pdf" is already added to "Logo".',
    );
    expect(within(screen.getByTestId('box-Logo')).getAllByText(/logo\.pdf \(/)).toHaveLength(1);
  });

  it('keeps the send button disabled until every box holds its minimum', async () => {
    installFakeApi({ 'GET /services/:serviceId': { result: letters } });
    installFakeXhr();
    renderDeposit('/deposit/split?serviceId=s1');
    await screen.findByTestId('box-Letters');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByText('The number of files is not sufficient...')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).upload(screen.getByLabelText('Letters'), pdf('may.pdf'));
    await lastUploadOf('may.pdf').stored('file-may');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

describe('the deposit fields', () => {
  it('checks mandatory, pattern, line count and offered values beside each field, then sends by fileId', async () => {
    const api = installFakeApi({
      'GET /services/:serviceId': { result: withFields },
      'POST /jobs/stream': { result: makeJob({ id: 'j9', state: 'CREATED' }) },
      'GET /jobs/j9': {
        result: {
          id: 'j9',
          state: 'PROCESSING_ERROR',
          errorKey: 'pdf.encrypted',
          errorMessage: 'PDF is encrypted (server text)',
        },
      },
    });
    installFakeXhr();
    renderDeposit('/deposit/split?serviceId=s2');
    const user = userEvent.setup({ delay: null });
    await user.upload(await screen.findByLabelText('Letters'), pdf('may.pdf'));
    await lastUploadOf('may.pdf').stored('file-may');

    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    expect(screen.getByText('Fill in or correct: Reference.')).toBeInTheDocument();

    const reference = screen.getByRole('textbox', { name: 'Reference' });
    await user.click(reference);
    await user.tab();
    expect(screen.getByText('"Reference" is required.')).toBeInTheDocument();
    await user.type(reference, 'abc');
    expect(screen.getByText('"Reference" does not have the expected format.')).toBeInTheDocument();
    await user.clear(reference);
    await user.type(reference, 'ABC-12');
    expect(screen.queryByText(/"Reference"/)).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'one{enter}two{enter}three');
    expect(screen.getByText('"Note" has 3 lines; at most 2 are allowed.')).toBeInTheDocument();
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), '{backspace>6}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tier' }), 'Gold');
    await user.type(screen.getByRole('textbox', { name: 'Deposit name' }), 'May run');
    expect(send).toBeEnabled();

    await user.click(send);
    const created = api.calls.find((r) => r.url.endsWith('/api/jobs/stream'))!;
    expect(await created.clone().json()).toEqual({
      parameters: {
        serviceId: 's2',
        targetOwnerId: null,
        jobName: 'May run',
        rawJobMetadatas: { ref: 'ABC-12', note: 'one\ntwo', tier: 'Gold' },
      },
      files: [{ field: 'file.letters.0', fileId: 'file-may' }],
    });
    // A failed job is told through the label of its error key, not the server's text.
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The deposit could not be processed');
    expect(failure).toHaveTextContent('The document is encrypted or protected.');
    expect(failure).not.toHaveTextContent('server text');
  });
});

describe('the screen of each service type', () => {
  it('sends a single-document service to its own route, takes one PDF, and checks its requirements', async () => {
    const single = makeService({
      id: 's3',
      type: 'SIMPLE_UNIQUE',
      name: 'One letter',
      boxes: [
        { name: 'letter', label: 'Letter', boxType: 'box.PDF', main: true, minElements: 0, maxElements: -1 },
      ],
      channels: [
        {
          id: 'mail',
          label: 'Simple mail',
          shipmentRequirements: [{ kind: 'recipient', name: 'mainPostalAddress', type: 'address' }],
        },
      ],
    });
    const api = installFakeApi({ 'GET /services/:serviceId': { result: single } });
    installFakeXhr();
    const { router } = renderDeposit('/deposit/split?serviceId=s3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposit/unique'));
    expect(await screen.findByText(/One file\./)).toBeInTheDocument();

    await userEvent.setup({ delay: null }).upload(screen.getByLabelText('Letter'), pdf('letter.pdf'));
    await lastUploadOf('letter.pdf').stored('file-letter');
    expect(
      within(screen.getByTestId('box-Letter')).getByRole('button', { name: 'Choose files' }),
    ).toBeDisabled();
    await waitFor(() =>
      expect(api.calls.some((r) => r.url.includes('/api/simpleJobs/computeRequirements'))).toBe(true),
    );
  });
});

describe('a deposit made before', () => {
  it('opens at its letters from ?jobId=, whatever the service', async () => {
    installFakeApi({
      'GET /jobs/j9': {
        result: makeJob({
          id: 'j9',
          name: 'October letters',
          state: 'PACK_GROUPS_CREATED',
          packGroupCount: 0,
        }),
      },
      'GET /jobs/j9/packGroups': { result: [] },
      'GET /jobs/j9/orphanChunks': { result: [] },
    });
    renderDeposit('/deposit/form?jobId=j9');
    expect(await screen.findByRole('heading', { name: 'October letters' })).toBeInTheDocument();
    expect(await screen.findByText('Letters: 0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the services' })).toHaveAttribute(
      'href',
      '/deposit/home',
    );
  });
});
