import { useQuery } from '@tanstack/react-query';
import {
  PRINTED_FILES_REFRESH_MS,
  fetchPrintedFiles,
  fetchPrinterConfig,
  printerQueryKeys,
} from './printerApi';

/** The caller's printer settings. */
export const usePrinterConfig = () =>
  useQuery({ queryKey: printerQueryKeys.config, queryFn: fetchPrinterConfig });

/** The caller's printed files, looked at again every few seconds: prints arrive from other programs. */
export const usePrintedFiles = () =>
  useQuery({
    queryKey: printerQueryKeys.files,
    queryFn: fetchPrintedFiles,
    refetchInterval: PRINTED_FILES_REFRESH_MS,
  });
