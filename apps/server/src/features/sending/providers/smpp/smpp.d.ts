// Types of the parts of smpp (0.5, plain JavaScript) the SMPP provider and its tests use.
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer, Socket } from 'node:net';

  /** A PDU: its header, and its parameters and TLVs by their specification names. */
  export class PDU {
    constructor(command: string, options?: Record<string, unknown>);
    command: string;
    command_id: number;
    command_status: number;
    sequence_number: number;
    [param: string]: unknown;
    isResponse(): boolean;
    response(options?: Record<string, unknown>): PDU;
  }

  export type ResponseCallback = (pdu: PDU) => void;

  export class Session extends EventEmitter {
    socket: Socket;
    send(pdu: PDU, responseCallback?: ResponseCallback, sendCallback?: ResponseCallback): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    pause(): void;
    resume(): void;
    bind_transceiver(options: Record<string, unknown>, callback?: ResponseCallback): boolean;
    submit_sm(options: Record<string, unknown>, callback?: ResponseCallback): boolean;
    deliver_sm(options: Record<string, unknown>, callback?: ResponseCallback): boolean;
    enquire_link(options?: Record<string, unknown> | ResponseCallback, callback?: ResponseCallback): boolean;
    unbind(options?: Record<string, unknown> | ResponseCallback, callback?: ResponseCallback): boolean;
  }

  export class Server extends NetServer {
    sessions: Session[];
  }

  type Smpp = {
    PDU: typeof PDU;
    Session: typeof Session;
    connect(
      options: { host: string; port: number; tls?: boolean; servername?: string; [key: string]: unknown },
      listener?: () => void,
    ): Session;
    createServer(listener?: (session: Session) => void): Server;
    createServer(options: Record<string, unknown>, listener?: (session: Session) => void): Server;
    gsmCoder: { encode(text: string, encoding?: number): Buffer };
    errors: Record<string, number>;
  };
  const smpp: Smpp;
  export default smpp;
}
