import { VisuallyHidden } from '@mantine/core';

/**
 * The header of a table's column of row buttons (delete, resend, …): read out by screen readers, not shown. A column
 * without a header leaves its cells unnamed for someone moving through the table by column.
 */
export function ActionsHeader() {
  return <VisuallyHidden>Handlinger</VisuallyHidden>;
}
