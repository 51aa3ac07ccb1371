/** Why the simulator refused a request or an answer broke the contract (the conformance harness reads these). */
export interface ContractViolation {
  endpoint: string;
  method: string;
  path: string;
  kind: 'method' | 'content-type' | 'headers' | 'query' | 'body' | 'response' | 'status';
  detail: string;
}

export type Report = (kind: ContractViolation['kind'], detail: string) => void;
