import { personalFields, type PersonalFields } from '../../events/catalogue.ts';
import type { StoredEvent } from '../../events/envelope.ts';
import type { PersonalData, ProtectedData } from './personal-data.ts';

/**
 * The personal fields the event catalogue declares (`personalFields`) as the event store keeps them: taken out of the
 * event's data and sealed with the key of the person they belong to, under `Sealed`. Every reader of the store gets
 * them back in place (revealed, or '' once the person is forgotten), so deciders and projections see one shape.
 */
export interface SealedFields extends ProtectedData {
  Subject: string;
}

type Data = Record<string, unknown>;

const at = (data: Data, path: readonly string[]): Data | undefined =>
  path.slice(0, -1).reduce<Data | undefined>((node, name) => (node && typeof node[name] === 'object' ? (node[name] as Data) : undefined), data);

const copyOf = (data: unknown): Data => structuredClone(data) as Data;

const declared = (type: string): PersonalFields | undefined => personalFields[type as keyof typeof personalFields];

/** The data to store: the declared fields sealed with their person's key; other events as they are. */
export const sealData = async (personalData: () => PersonalData, type: string, data: unknown): Promise<unknown> => {
  const fields = declared(type);
  if (!fields) return data;
  const stored = copyOf(data);
  const values: Record<string, unknown> = {};
  for (const path of fields.paths) {
    const parent = at(stored, path);
    const name = path.at(-1)!;
    if (parent && name in parent) {
      values[path.join('.')] = parent[name];
      delete parent[name];
    }
  }
  const subject = fields.subject(data);
  const sealed: SealedFields = { Subject: subject, ...(await personalData().protect(subject, values)) };
  return { ...stored, Sealed: sealed };
};

const isSealed = (data: unknown): data is Data & { Sealed: SealedFields } =>
  typeof data === 'object' && data !== null && typeof (data as Data).Sealed === 'object';

/** The event with its sealed fields back in place: revealed, or '' once their person is forgotten. */
export const openEvent = async <E extends StoredEvent>(personalData: PersonalData, event: E): Promise<E> => {
  const fields = declared(event.type);
  if (!fields || !isSealed(event.data)) return event;
  const { Sealed: sealed, ...rest } = event.data;
  const values = await personalData.reveal<Record<string, unknown>>(sealed.Subject, { Encrypted: sealed.Encrypted });
  const data = copyOf(rest);
  for (const path of fields.paths) {
    const parent = at(data, path);
    if (parent) parent[path.at(-1)!] = values?.[path.join('.')] ?? '';
  }
  return { ...event, data };
};

/** Opens every event that carries sealed fields (most carry none, and cost nothing). */
export const openEvents = async <E extends StoredEvent>(personalData: () => PersonalData, events: readonly E[]): Promise<E[]> =>
  events.some((event) => isSealed(event.data) && declared(event.type)) ? Promise.all(events.map((event) => openEvent(personalData(), event))) : [...events];
