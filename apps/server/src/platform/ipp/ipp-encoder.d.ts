// Types of the parts of ipp-encoder (v5, plain JavaScript) the virtual printer uses.
declare module 'ipp-encoder' {
  export type IppValue = string | number | boolean | Date | { lang: string; value: string };
  export type IppAttribute = { tag: number; name: string; value: IppValue | IppValue[] };
  export type IppGroup = { tag: number; attributes: IppAttribute[] };
  export type IppMessage = {
    version?: { major: number; minor: number };
    operationId?: number;
    statusCode?: number;
    requestId: number;
    groups: IppGroup[];
  };
  type Codec = {
    decode: ((buffer: Buffer, start?: number, end?: number) => IppMessage) & { bytes: number };
    encode: (message: IppMessage, buffer?: Buffer, offset?: number) => Buffer;
  };
  const ipp: { request: Codec; response: Codec; CONSTANTS: Record<string, number> };
  export default ipp;
}
