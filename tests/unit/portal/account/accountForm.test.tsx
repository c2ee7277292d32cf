// @vitest-environment jsdom
import '../../renderers/setup';
import { TextField } from '@mui/material';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../../src/api';
import { useAccountForm } from '../../../../src/pages/account/useAccountForm';
import { confirmRule, passwordRule, type Rule } from '../../../../src/pages/account/validation';
import { InEnglish } from './i18n';

type Values = { password: string; confirm_password: string };
const RULES: Partial<Record<keyof Values, Rule<Values>>> = {
  password: passwordRule,
  confirm_password: (value, values) => confirmRule(value, values.password),
};

/** What the server answers for a common password (the message already translated). */
const COMMON = new ApiFailure({ status: 400, message: 'This password is too common', data: { field: 'password' } });

function Harness() {
  const form = useAccountForm<Values>({ password: '', confirm_password: '' }, RULES);
  const [valid, setValid] = useState<boolean | null>(null);
  const [atField, setAtField] = useState<boolean | null>(null);
  return (
    <form noValidate onSubmit={(event) => { event.preventDefault(); setValid(form.check()); }}>
      <TextField {...form.bind('password', 'At least 8 characters')} id="pw" label="Password" />
      <TextField {...form.bind('confirm_password')} id="pw2" label="Confirm" />
      <button type="submit">Submit</button>
      <button type="button" onClick={() => setAtField(form.showRefusal(COMMON))}>Refused</button>
      <button type="button" onClick={() => setAtField(form.showRefusal(new ApiFailure({ status: 500, message: 'Server error', data: null })))}>Failed</button>
      {valid !== null && <output>{valid ? 'valid' : 'invalid'}</output>}
      {atField !== null && <span>{atField ? 'at field' : 'not at a field'}</span>}
    </form>
  );
}

const setup = () =>
  render(
    <InEnglish>
      <Harness />
    </InEnglish>,
  );

describe('account form validation (on blur and on submit, translated)', () => {
  it('shows nothing before a field is touched, the hint meanwhile', () => {
    setup();
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.queryByText('Required fields cannot be empty')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("shows a field's first failing rule on blur", () => {
    setup();
    const password = screen.getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.blur(password);
    expect(screen.getByText('The password needs at least 8 characters with upper-case and lower-case letters and a digit')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Required fields cannot be empty')).not.toBeInTheDocument();
  });

  it('shows every error on submit and passes once the values are right', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('Required fields cannot be empty')).toHaveLength(2);
    expect(screen.getByText('invalid')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Abcdefg1' } });
    fireEvent.change(screen.getByLabelText('Confirm'), { target: { value: 'Abcdefg2' } });
    expect(screen.getByText('The passwords are inconsistent')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Confirm'), { target: { value: 'Abcdefg1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('valid')).toBeInTheDocument();
    expect(screen.queryByText('The passwords are inconsistent')).not.toBeInTheDocument();
  });

  it("shows the server's refusal beside the field it names, keeps the value, and drops it once the field changes", () => {
    setup();
    const password = screen.getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'Password1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Failed' }));
    expect(screen.getByText('not at a field')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refused' }));
    expect(screen.getByText('at field')).toBeInTheDocument();
    expect(screen.getByText('This password is too common')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveValue('Password1');
    fireEvent.change(password, { target: { value: 'Maple7Harbor' } });
    expect(screen.queryByText('This password is too common')).not.toBeInTheDocument();
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
  });
});
