import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { getFixture } from '../../../../fixtures/index';
import type { RawFieldDefinition } from '../../../../fixtures/index';

/** The repeating-group fixture's fields, optionally with another column layout (1: cards, 2: table). */
export function educationFields(columnLayout?: number): RawFieldDefinition[] {
  const fields = getFixture('repeating-group').fields;
  if (columnLayout === undefined) return fields;
  return fields.map((field) =>
    field.field === 'education' && typeof field.condition === 'object' && field.condition !== null
      ? { ...field, condition: { ...field.condition, columnLayout } }
      : field,
  );
}

/** The values of one of a fixture's valid cases. */
export function validValues(fixture: string, name: string): Record<string, unknown> {
  const found = getFixture(fixture).valid.find((item) => item.name === name);
  if (!found) throw new Error(`no valid case "${name}" in ${fixture}`);
  return found.values;
}

/** The rows PortalForm last reported through onChange for a group. */
export function lastRows(onChange: { mock: { lastCall?: unknown[] } }, group: string): Array<Record<string, unknown>> {
  const data = onChange.mock.lastCall?.[0] as Record<string, unknown> | undefined;
  const rows = data?.[group];
  return Array.isArray(rows) ? (rows as Array<Record<string, unknown>>) : [];
}

/** Clicks a button of the open dialog (by role) and waits until the dialog has gone. */
export async function answerDialog(user: UserEvent, role: 'dialog' | 'alertdialog', button: string): Promise<void> {
  await user.click(within(screen.getByRole(role)).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole(role)).not.toBeInTheDocument());
}
