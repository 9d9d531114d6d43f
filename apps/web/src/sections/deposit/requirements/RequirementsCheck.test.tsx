import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { savedServiceSchema, type SimpleJobRequirementValue } from '@postbridge/domain';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { canCheckRequirementsFirst, RequirementsCheck } from './RequirementsCheck';

const WINDOW = { left: 100, top: 45, width: 90, height: 40 };
const ADDRESS = 'Mme Ada Martin\n12 rue de la Paix\n75002 PARIS';
const ADDRESS_KEY = 'Registered mail/mainPostalAddress';

const service = savedServiceSchema.parse({
  id: 's1',
  type: 'SIMPLE_UNIQUE',
  name: 'Registered letter',
  ouId: 'ou1',
  version: 1,
  creationDate: '2026-11-20T10:00:00.000Z',
  updateDate: '2026-11-20T10:00:00.000Z',
  boxes: [
    { name: 'letter', label: 'Letter', main: true, boxType: 'box.PDF', minElements: 1, maxElements: 1 },
  ],
  packRequirements: { content: [{ kind: 'free', name: 'Customer reference', type: 'text' }] },
  channels: [
    {
      id: 'registered-mail',
      label: 'Registered mail',
      shipmentRequirements: [
        {
          kind: 'recipient',
          name: 'mainPostalAddress',
          type: 'address',
          content: { kind: 'pdfText', page: 1, area: WINDOW, boxName: 'letter' },
          validation: 'postalAddress',
        },
      ],
    },
  ],
});

const value = (v: Partial<SimpleJobRequirementValue>): SimpleJobRequirementValue => ({
  value: null,
  forced: false,
  countryCode: null,
  valid: true,
  type: 'address',
  status: 'GOOD',
  error: null,
  ...v,
});
const good = value({ value: ADDRESS, countryCode: 'FR' });
const incomplete = value({ value: '12 rue', valid: false, status: '300', error: 'address.incomplete' });

const page = (n: number) => ({
  result: {
    page: n,
    pageCount: 2,
    widthMm: 210,
    heightMm: 297,
    widthPx: 1000,
    image: `data:image/png;base64,cGFnZS${n}`,
  },
});

type Api = ReturnType<typeof installFakeApi>;
/** The bodies handed to fetch for one path, in order (FormData for multipart calls, text for JSON ones). */
const bodiesOf = (api: Api, path: string) =>
  api.fetch.mock.calls
    .filter(([url]) => String(url).startsWith(`/api${path}`))
    .map(([, init]) => (init as RequestInit).body);
const areaCalls = (api: Api) =>
  bodiesOf(api, '/simpleJobs/extractAndCheckArea').map((body) => ({
    fileId: (body as FormData).get('fileId'),
    ...JSON.parse(String((body as FormData).get('parameters'))),
  }));

let api: Api;
beforeEach(() => {
  api = installFakeApi({
    'GET /pdf/f1/pages/1': page(1),
    'GET /pdf/f1/pages/2': page(2),
    'POST /simpleJobs/computeRequirements': {
      result: {
        'Customer reference': value({ type: 'text', valid: false, status: '100', error: 'email.empty' }),
        [ADDRESS_KEY]: good,
      },
    },
    // The service's window reads a good address; anything else reads part of it.
    'POST /simpleJobs/extractAndCheckArea': () => {
      const last = areaCalls(api).at(-1)!;
      return { result: JSON.stringify(last.area) === JSON.stringify(WINDOW) ? good : incomplete };
    },
    'POST /simpleJobs/checkRequirementValue': () => {
      const body = JSON.parse(String(bodiesOf(api, '/simpleJobs/checkRequirementValue').at(-1)));
      const given = body.requirementValue;
      if (typeof given === 'string') return { result: value({ type: 'text', value: given }) };
      return {
        result: {
          ...incomplete,
          value: given.value,
          valid: true,
          status: 'FORCED',
          error: null,
          forced: true,
        },
      };
    },
  });
});

const frame = () => screen.getByRole('group', { name: /^Extraction area:/ });
const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
/** The list item of a requirement's value, found by its name. */
const rowOf = (name: string) =>
  screen.getAllByRole('listitem').find((row) => within(row).queryByText(name) !== null)!;
const areaPanel = () =>
  screen.getByText('Text read in the area').closest('div.mantine-Paper-root') as HTMLElement;

async function renderCheck() {
  const view = renderWithProviders(<RequirementsCheck service={service} fileId="f1" />);
  await screen.findByRole('img', { name: 'Page 1 of the document' });
  await waitFor(() =>
    expect(within(areaPanel()).getByTestId('area-text')).toHaveTextContent('Mme Ada Martin'),
  );
  return view;
}

describe('requirements check', () => {
  it('is offered for the single-letter service', () => {
    expect(canCheckRequirementsFirst(service)).toBe(true);
  });

  it("shows the page with the service's area, the text read there and each computed value with its check", async () => {
    await renderCheck();
    expect(frame()).toHaveAccessibleName(
      'Extraction area: 100 mm from the left, 45 mm from the top, 90 × 40 mm',
    );
    expect(fieldValue('Left (mm)')).toBe('100');
    expect(fieldValue('Top (mm)')).toBe('45');
    expect(fieldValue('Width (mm)')).toBe('90');
    expect(fieldValue('Height (mm)')).toBe('40');
    expect(within(areaPanel()).getByText('Valid')).toBeInTheDocument();
    expect(areaCalls(api)).toEqual([
      { fileId: 'f1', serviceId: 's1', requirementName: ADDRESS_KEY, page: 1, area: WINDOW },
    ]);

    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Customer reference')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Invalid')).toBeInTheDocument();
    expect(
      within(rows[0]!).getByText('Code 100: there is nothing to check, no value was found.'),
    ).toBeInTheDocument();
    expect(within(rows[0]!).getByText('No e-mail address could be found.')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Postal address (Registered mail)')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Valid')).toBeInTheDocument();
    const computeForm = bodiesOf(api, '/simpleJobs/computeRequirements')[0] as FormData;
    expect(computeForm.get('fileId')).toBe('f1');
    expect(String(api.fetch.mock.calls.find(([u]) => String(u).includes('compute'))![0])).toContain(
      'serviceId=s1',
    );
  });

  it('moves the area with the arrow keys (Shift: 10 mm), resizes it from the handle, and reads it again', async () => {
    const user = userEvent.setup({ delay: null });
    await renderCheck();
    frame().focus();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(fieldValue('Left (mm)')).toBe('101');
    expect(fieldValue('Top (mm)')).toBe('55');
    screen.getByRole('button', { name: 'Resize the extraction area' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(fieldValue('Width (mm)')).toBe('89');
    expect(frame()).toHaveAccessibleName(
      'Extraction area: 101 mm from the left, 55 mm from the top, 89 × 40 mm',
    );

    await waitFor(() =>
      expect(areaCalls(api).at(-1)!.area).toEqual({ left: 101, top: 55, width: 89, height: 40 }),
    );
    await waitFor(() =>
      expect(
        within(areaPanel()).getByText('Code 300: the address is incomplete or unknown.'),
      ).toBeInTheDocument(),
    );
    expect(within(areaPanel()).getByText('Invalid')).toBeInTheDocument();
    expect(within(areaPanel()).getByTestId('area-text')).toHaveTextContent('12 rue');

    // The text read can replace the computed value.
    await user.click(within(areaPanel()).getByRole('button', { name: 'Use this text' }));
    const addressRow = rowOf('Postal address (Registered mail)');
    expect(within(addressRow).getByText('12 rue')).toBeInTheDocument();
    expect(within(addressRow).getByText('Invalid')).toBeInTheDocument();
  });

  it('moves the area by dragging it and resizes it by dragging its corner, in mm of the page', async () => {
    await renderCheck();
    // The page is shown 420 px wide: 2 px per mm.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 420, height: 594 }),
    );
    fireEvent.pointerDown(frame(), { button: 0, clientX: 250, clientY: 120 });
    fireEvent.pointerMove(window, { clientX: 260, clientY: 124 });
    fireEvent.pointerMove(window, { clientX: 270, clientY: 130 });
    fireEvent.pointerUp(window);
    expect(fieldValue('Left (mm)')).toBe('110');
    expect(fieldValue('Top (mm)')).toBe('50');

    const handle = screen.getByRole('button', { name: 'Resize the extraction area' });
    fireEvent.pointerDown(handle, { button: 0, clientX: 400, clientY: 180 });
    fireEvent.pointerMove(window, { clientX: 380, clientY: 200 });
    fireEvent.pointerUp(window);
    expect(fieldValue('Width (mm)')).toBe('80');
    expect(fieldValue('Height (mm)')).toBe('50');
    // Once released, moving the pointer changes nothing.
    fireEvent.pointerMove(window, { clientX: 0, clientY: 0 });
    expect(fieldValue('Width (mm)')).toBe('80');

    await waitFor(() =>
      expect(areaCalls(api).at(-1)!.area).toEqual({ left: 110, top: 50, width: 80, height: 50 }),
    );
    expect(areaCalls(api)).toHaveLength(2);
  });

  it('takes the area typed in mm, and explains a value that would leave the page', async () => {
    const user = userEvent.setup({ delay: null });
    await renderCheck();
    const width = screen.getByLabelText('Width (mm)');
    await user.clear(width);
    await user.type(width, '300');
    expect(screen.getByText('Enter a value from 1 to 110 mm.')).toBeInTheDocument();
    // What was typed stays for the user to correct; the area keeps the last width that fits (30 on the way).
    expect(width).toHaveValue('300');
    expect(frame()).toHaveAccessibleName(
      'Extraction area: 100 mm from the left, 45 mm from the top, 30 × 40 mm',
    );
    await user.tab();
    expect(width).toHaveValue('30');
    expect(screen.queryByText('Enter a value from 1 to 110 mm.')).not.toBeInTheDocument();

    const left = screen.getByLabelText('Left (mm)');
    await user.clear(left);
    await user.type(left, '20.5');
    expect(frame()).toHaveAccessibleName(
      'Extraction area: 20.5 mm from the left, 45 mm from the top, 30 × 40 mm',
    );
    await waitFor(() => expect(areaCalls(api).at(-1)!.area).toEqual({ ...WINDOW, left: 20.5, width: 30 }));
  });

  it('shows another page and reads the area there', async () => {
    const user = userEvent.setup({ delay: null });
    await renderCheck();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('img', { name: 'Page 2 of the document' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await waitFor(() => expect(areaCalls(api).at(-1)!.page).toBe(2));
  });

  it('starts on the last page for a requirement read on page -1', async () => {
    const lastPage = savedServiceSchema.parse({
      ...service,
      channels: [
        {
          ...service.channels[0]!,
          shipmentRequirements: [
            {
              ...service.channels[0]!.shipmentRequirements[0]!,
              content: { kind: 'pdfText', page: -1, area: WINDOW, boxName: 'letter' },
            },
          ],
        },
      ],
    });
    renderWithProviders(<RequirementsCheck service={lastPage} fileId="f1" />);
    expect(await screen.findByRole('img', { name: 'Page 2 of the document' })).toBeInTheDocument();
    await waitFor(() => expect(areaCalls(api)).toHaveLength(1));
    expect(areaCalls(api)[0]!.page).toBe(2);
  });

  it('lets another page be picked when the requirement names a page the file does not have', async () => {
    const user = userEvent.setup({ delay: null });
    api = installFakeApi({
      'GET /pdf/f1/pages/3': {
        error: {
          code: -2,
          message: 'parameters.page: outside',
          labelId: 'issue.pdf.pageOutOfRange',
          params: { page: 3, pageCount: 2 },
        },
      },
      'GET /pdf/f1/pages/2': page(2),
      'POST /simpleJobs/computeRequirements': { result: {} },
      'POST /simpleJobs/extractAndCheckArea': { result: good },
    });
    const thirdPage = savedServiceSchema.parse({
      ...service,
      channels: [
        {
          ...service.channels[0]!,
          shipmentRequirements: [
            {
              ...service.channels[0]!.shipmentRequirements[0]!,
              content: { kind: 'pdfText', page: 3, area: WINDOW, boxName: 'letter' },
            },
          ],
        },
      ],
    });
    renderWithProviders(<RequirementsCheck service={thirdPage} fileId="f1" />);
    expect(
      await screen.findByText('The requested page is outside the document, which has 2 pages.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('img', { name: 'Page 2 of the document' })).toBeInTheDocument();
  });

  it('shows why the area could not be read', async () => {
    api = installFakeApi({
      'GET /pdf/f1/pages/1': page(1),
      'POST /simpleJobs/computeRequirements': { result: {} },
      'POST /simpleJobs/extractAndCheckArea': {
        error: {
          code: -2,
          message: 'parameters.area: outside',
          labelId: 'issue.pdf.areaOutsidePage',
          params: { page: 1, widthMm: 210, heightMm: 297 },
        },
      },
    });
    renderWithProviders(<RequirementsCheck service={service} fileId="f1" />);
    expect(
      await screen.findByText('The area to read is outside page 1, which measures 210 × 297 mm.'),
    ).toBeInTheDocument();
  });

  it('checks an edited value again, and keeps a refused one when asked to', async () => {
    const user = userEvent.setup({ delay: null });
    await renderCheck();
    await user.click(await screen.findByRole('button', { name: 'Edit the value of Customer reference' }));
    await user.type(screen.getByLabelText('New value of Customer reference'), 'ABC-12');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const referenceRow = rowOf('Customer reference');
    await waitFor(() => expect(within(referenceRow).getByText('ABC-12')).toBeInTheDocument());
    expect(within(referenceRow).getByText('Valid')).toBeInTheDocument();
    expect(JSON.parse(String(bodiesOf(api, '/simpleJobs/checkRequirementValue')[0]))).toEqual({
      serviceId: 's1',
      requirementName: 'Customer reference',
      requirementValue: 'ABC-12',
    });

    await user.click(
      screen.getByRole('button', { name: 'Edit the value of Postal address (Registered mail)' }),
    );
    const field = screen.getByLabelText('New value of Postal address (Registered mail)');
    expect(field).toHaveValue(ADDRESS);
    await user.clear(field);
    await user.type(field, 'Somebody');
    await user.click(screen.getByLabelText('Keep this value even if the check refuses it'));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const addressRow = rowOf('Postal address (Registered mail)');
    await waitFor(() => expect(within(addressRow).getByText('Forced')).toBeInTheDocument());
    expect(within(addressRow).getByText('Somebody')).toBeInTheDocument();
    expect(JSON.parse(String(bodiesOf(api, '/simpleJobs/checkRequirementValue')[1]))).toEqual({
      serviceId: 's1',
      requirementName: ADDRESS_KEY,
      requirementValue: { value: 'Somebody', forced: true },
    });
  });
});
