import { describe, expect, it, vi } from 'vitest';
import { createFormErrors, toErrorObject } from '../../../../renderers/core/formErrors';

const required = (field: string) => toErrorObject(field, 'required', 'Required');

describe('createFormErrors', () => {
  it('lists the own errors, then external ones on fields the form does not flag', () => {
    const errors = createFormErrors([
      { field: 'name', keyword: 'server', message: 'Taken' },
      { field: 'rows[1].org', keyword: 'server', message: 'Unknown' },
    ]);
    expect(errors.list().map((error) => [error.instancePath, error.message])).toEqual([
      ['/name', 'Taken'],
      ['/rows/1/org', 'Unknown'],
    ]);
    errors.setOwn([required('name')]);
    expect(errors.list().map((error) => [error.instancePath, error.message])).toEqual([
      ['/name', 'Required'],
      ['/rows/1/org', 'Unknown'],
    ]);
    errors.setExternal(undefined);
    expect(errors.list().map((error) => error.instancePath)).toEqual(['/name']);
  });

  it('tells its listeners only when an error was added, removed or changed, and keeps the same list otherwise', () => {
    const errors = createFormErrors();
    const listener = vi.fn();
    const unsubscribe = errors.subscribe(listener);
    errors.setOwn([required('name'), required('email')]);
    const first = errors.list();
    expect(listener).toHaveBeenCalledTimes(1);
    errors.setOwn([required('name'), required('email')]);
    errors.setExternal([]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(errors.list()).toBe(first);
    errors.setOwn([required('name'), toErrorObject('email', 'format', 'The e-mail format is incorrect')]);
    expect(listener).toHaveBeenCalledTimes(2);
    errors.setOwn([]);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(errors.list()).toEqual([]);
    unsubscribe();
    errors.setOwn([required('name')]);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
