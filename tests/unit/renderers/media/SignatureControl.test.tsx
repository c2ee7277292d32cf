// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalForm } from '../../../../renderers/index';
import '../setup';
import { lastData } from './helpers';

const pad = vi.hoisted(() => ({ empty: true, options: [] as unknown[], canvases: [] as HTMLCanvasElement[] }));
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

vi.mock('signature_pad', () => ({
  default: class FakeSignaturePad {
    constructor(canvas: HTMLCanvasElement, options: unknown) {
      pad.canvases.push(canvas);
      pad.options.push(options);
    }
    isEmpty() {
      return pad.empty;
    }
    clear() {
      pad.empty = true;
    }
    toDataURL(type: string) {
      return type === 'image/png' ? PNG : 'wrong-type';
    }
    off() {}
    on() {}
  },
}));

const signField = (condition: Record<string, unknown> = {}) => [
  { id: 1, field: 'sign', name: { sc: '签名', tc: '簽名', en: 'Signature' }, type: 12, required: 1, condition },
];
const CANVAS_NAME = 'Signature area: draw your signature here';

beforeEach(() => {
  pad.empty = true;
  pad.options = [];
  pad.canvases = [];
  // jsdom has no 2D canvas; the fake pad above never draws, so any context object will do.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as never);
});

describe('<SignatureControl>', () => {
  it('loads the pad lazily with the spec canvas size and line width', async () => {
    render(<PortalForm fields={signField()} locale="en" />);
    const canvas = await screen.findByRole('img', { name: CANVAS_NAME });
    expect(canvas).toHaveAttribute('width', String(Math.round((window.innerWidth / 1920) * 850)));
    expect(canvas).toHaveAttribute('height', String(Math.round((window.innerHeight / 1200) * 300)));
    await waitFor(() => expect(pad.canvases).toContain(canvas));
    expect(pad.options[0]).toMatchObject({ minWidth: 5, maxWidth: 5 });
  });

  it('says so in the reader\'s language when the browser refuses a 2D canvas, instead of failing', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    render(<PortalForm fields={signField()} locale="tc" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('此瀏覽器無法在此處繪製簽名');
    expect(pad.canvases).toEqual([]);
    expect(screen.getByRole('img', { name: '簽名區域，請在此處簽名' })).not.toHaveAttribute('data-pad-ready', 'true');
  });

  it('refuses to save an empty signature with the saveSignNoData message', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={signField()} locale="sc" onChange={onChange} />);
    await screen.findByRole('img', { name: '签名区域，请在此处签名' });
    await user.click(screen.getByRole('button', { name: '保存签名' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请签名后再保存');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('saves a drawn signature as a PNG data URL and offers to sign again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={signField()} locale="en" onChange={onChange} />);
    await screen.findByRole('img', { name: CANVAS_NAME });
    pad.empty = false;
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    await waitFor(() => expect(lastData(onChange).sign).toBe(PNG));
    expect(screen.getByRole('img', { name: 'Saved signature' })).toHaveAttribute('src', PNG);
    await user.click(screen.getByRole('button', { name: 'Sign again' }));
    expect(await screen.findByRole('img', { name: CANVAS_NAME })).toBeInTheDocument();
  });

  it('clears the pad', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={signField()} locale="en" />);
    await screen.findByRole('img', { name: CANVAS_NAME });
    pad.empty = false;
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(await screen.findByText('Please sign before saving')).toBeInTheDocument();
  });

  it('with a layout asks for the policy before the signature area appears', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={signField({ layout: 'schwarzman' })} locale="en" />);
    const policy = screen.getByRole('checkbox', { name: 'I have read and accept the electronic-signature terms' });
    expect(screen.queryByRole('img', { name: CANVAS_NAME })).not.toBeInTheDocument();
    await user.click(policy);
    expect(await screen.findByRole('img', { name: CANVAS_NAME })).toBeInTheDocument();
  });

  it('in preview shows the saved image, or -- when there is none', () => {
    const { unmount } = render(<PortalForm fields={signField()} values={{ sign: PNG }} locale="en" mode="preview" />);
    expect(screen.getByRole('img', { name: 'Signature' })).toHaveAttribute('src', PNG);
    unmount();
    render(<PortalForm fields={signField()} locale="en" mode="preview" />);
    expect(screen.getByText('--')).toBeInTheDocument();
  });
});
