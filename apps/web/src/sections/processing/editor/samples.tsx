import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

// The sample files an administrator drops while editing a service (docs/web.md "Processing: the service
// editor"): a PDF for the split tab and a data file for the parser tab. They are never saved with the service;
// the expression builder evaluates its result live on them, as the first letter or record would give it.

/** A sample PDF, stored with POST /files so that its pages can be drawn and read (pdf.page, pdf.extractText). */
export type PdfSample = {
  /** The box whose split and areas it tries. */
  boxName: string;
  fileName: string;
  fileId: string;
  pageCount: number;
};

/** A sample data file as the parser read it (services.testDataFile). */
export type DataSample = {
  boxName: string;
  fileName: string;
  columns: readonly string[];
  records: readonly Readonly<Record<string, string>>[];
};

export type EditorSamples = {
  pdf: PdfSample | null;
  data: DataSample | null;
  setPdf: (sample: PdfSample | null) => void;
  setData: (sample: DataSample | null) => void;
  /** Inside the service editor, where samples can be dropped; elsewhere (System's technical areas) there are none. */
  inEditor: boolean;
};

const SamplesContext = createContext<EditorSamples>({
  pdf: null,
  data: null,
  setPdf: () => undefined,
  setData: () => undefined,
  inEditor: false,
});

export function SamplesProvider({ children }: { children: ReactNode }) {
  const [pdf, setPdf] = useState<PdfSample | null>(null);
  const [data, setData] = useState<DataSample | null>(null);
  const value = useMemo(() => ({ pdf, data, setPdf, setData, inEditor: true }), [pdf, data]);
  return <SamplesContext.Provider value={value}>{children}</SamplesContext.Provider>;
}

/** The editor's sample files (none outside an editor). */
export const useSamples = (): EditorSamples => useContext(SamplesContext);
