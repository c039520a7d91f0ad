// @vitest-environment jsdom
import { describe, it, expect, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en.json';
import { Dialog, type DialogProps } from '../../components/ui/Dialog.tsx';

type Options = Partial<Pick<DialogProps, 'role' | 'busy' | 'description' | 'closeOnBackdrop'>> & { closable?: boolean };

/** A page with an opener button; the dialog has a text field and a Save button besides its ×. */
function Page({ role, busy, description, closeOnBackdrop, closable = true, onClose }: Options & { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} title="Edit name" subtitle="Midnight Jazz" description={description} role={role} busy={busy} closeOnBackdrop={closeOnBackdrop} onClose={closable ? close : undefined}>
        <label>
          Name <input type="text" />
        </label>
        <button type="button" onClick={close}>
          Save
        </button>
      </Dialog>
    </>
  );
}

function renderPage(options: Options = {}) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <IntlProvider locale="en" messages={en}>
      <Page {...options} onClose={onClose} />
    </IntlProvider>,
  );
  return { user, onClose, opener: screen.getByRole('button', { name: 'Open' }) };
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    const { user, opener } = renderPage({ description: 'Shown on your ticket.' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit name' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Shown on your ticket.');
    expect(within(dialog).getByText('Midnight Jazz')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('takes focus itself on open, so a screen reader reads its title first', async () => {
    const { user, opener } = renderPage();
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Edit name' })).toHaveFocus();
  });

  it('gives an alertdialog focus on its first control, without a × button', async () => {
    const { user, opener } = renderPage({ role: 'alertdialog' });
    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Edit name' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { user, opener } = renderPage();
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    for (let step = 0; step < 7; step += 1) {
      await user.tab({ shift: step % 2 === 0 });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(opener).not.toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, opener, onClose } = renderPage();
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with × and on a click on the backdrop, unless told not to', async () => {
    const first = renderPage();
    await first.user.click(first.opener);
    await first.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(first.onClose).toHaveBeenCalledTimes(1);
    expect(first.opener).toHaveFocus();

    await first.user.click(first.opener);
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await first.user.pointer({ keys: '[MouseLeft]', target: backdrop });
    expect(first.onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open on a click on the backdrop when it holds typed input', async () => {
    const { user, opener, onClose } = renderPage({ closeOnBackdrop: false });
    await user.click(opener);
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('dialog').parentElement as HTMLElement });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('locks the page scroll while open and restores it after', async () => {
    document.body.style.overflow = 'scroll';
    const { user, opener } = renderPage();
    await user.click(opener);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('makes the page behind inert while open, except the toast region', async () => {
    const toasts = document.createElement('div');
    toasts.setAttribute('data-above-dialogs', '');
    document.body.appendChild(toasts);
    const { user, opener } = renderPage();
    await user.click(opener);
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(toasts).not.toHaveAttribute('inert');
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(opener.closest('[inert]')).toBeNull();
    toasts.remove();
  });

  it('does not close on Escape, × or the backdrop while busy', async () => {
    const { user, opener, onClose } = renderPage({ busy: true });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit name' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.pointer({ keys: '[MouseLeft]', target: dialog.parentElement as HTMLElement });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('without onClose is left only through its own buttons', async () => {
    const { user, opener, onClose } = renderPage({ closable: false });
    await user.click(opener);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('closes only the inner dialog on Escape when one opens over another', async () => {
    const user = userEvent.setup();
    const onOuterClose = vi.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Dialog title="Outer" onClose={onOuterClose}>
          <button type="button" onClick={() => setInner(true)}>
            More
          </button>
          <Dialog open={inner} role="alertdialog" title="Inner" onClose={() => setInner(false)}>
            <button type="button" onClick={() => setInner(false)}>
              OK
            </button>
          </Dialog>
        </Dialog>
      );
    }
    render(
      <IntlProvider locale="en" messages={en}>
        <Nested />
      </IntlProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onOuterClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });
});
