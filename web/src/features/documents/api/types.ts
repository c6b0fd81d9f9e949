/** A sales contract appendix as the appendices page lists it (spec part 1 §3). */
export interface ListedAppendix {
  Id: string;
  DealerId: string;
  Label: string;
  Bytes?: number;
  Pages?: number;
  CreatedDate?: string;
}

/** A command's answer: the spec's message. */
export interface MessageReply {
  Message: string;
  Id?: string;
}
