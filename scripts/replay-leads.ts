import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { LEAD_EVENT_TYPES } from '../events/lead-events.ts';
import { leadBusEntry } from '../functions/lead-publisher.ts';
import { dynamo } from '../functions/platform/aws.ts';
import { toStoredEvent } from '../functions/platform/event-store.ts';
import { EventBridgeLeadBus } from '../functions/platform/lead-bus.ts';
import { eventsTable, physicalName } from '../functions/platform/tables.ts';

/**
 * `npm run replay-leads -- <from> [<to>]` (ISO dates): re-publishes the lead events that occurred in the window
 * from the event store to the lead bus under `Replay.<type>`, e.g. to fill a new analytics consumer. Uses the
 * environment's AWS endpoints and `LEAD_BUS_NAME`, like the publisher Lambda.
 */
const [from, to = new Date().toISOString()] = process.argv.slice(2);
if (!from || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) {
  console.error('Usage: npm run replay-leads -- <from ISO date> [<to ISO date>]');
  process.exit(1);
}
const bus = new EventBridgeLeadBus();
let published = 0;
let exclusiveStartKey: Record<string, unknown> | undefined;
do {
  const page = await dynamo().send(
    new ScanCommand({
      TableName: physicalName(eventsTable),
      FilterExpression: '#type IN (' + LEAD_EVENT_TYPES.map((_, i) => `:t${i}`).join(', ') + ') AND meta.occurredAt BETWEEN :from AND :to',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ...Object.fromEntries(LEAD_EVENT_TYPES.map((type, i) => [`:t${i}`, type])),
        ':from': new Date(from).toISOString(),
        ':to': new Date(to).toISOString(),
      },
      ExclusiveStartKey: exclusiveStartKey,
    }),
  );
  const entries = (page.Items ?? []).map((item) => leadBusEntry(toStoredEvent(item), { replay: true })).filter((entry) => entry !== undefined);
  await bus.publish(entries);
  published += entries.length;
  exclusiveStartKey = page.LastEvaluatedKey;
} while (exclusiveStartKey);
console.log(`Re-published ${published} lead events from ${from} to ${to}.`);
