// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalForm } from '../../../../renderers/index';
import '../setup';

const fields = [{ id: 1, field: 'name', name: { sc: '姓名', tc: '姓名', en: 'Name' }, type: 1 }];
const variable = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** A form in a host page that is not the portal (no theme variables of its own) takes its MUI theme's colour and radius. */
describe('a form outside the portal', () => {
  afterEach(() => document.documentElement.removeAttribute('style'));

  it("gives its notices and spinner the host theme's primary colour and radius", () => {
    render(
      <ThemeProvider theme={createTheme({ palette: { primary: { main: '#0b6e4f' } }, shape: { borderRadius: 10 } })}>
        <PortalForm fields={fields} locale="en" />
      </ThemeProvider>,
    );
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(variable('--portal-primary')).toBe('#0b6e4f');
    expect(variable('--portal-radius')).toBe('10px');
  });

  it("leaves the portal's own theme variables in place", () => {
    document.documentElement.style.setProperty('--portal-primary', '#8c1515');
    render(
      <ThemeProvider theme={createTheme({ palette: { primary: { main: '#0b6e4f' } } })}>
        <PortalForm fields={fields} locale="en" />
      </ThemeProvider>,
    );
    expect(variable('--portal-primary')).toBe('#8c1515');
  });
});
