import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '../../test/fake-api.ts';
import { signedIn } from '../../test/auth-fixtures.ts';
import { renderWithAuth } from '../../test/render-auth.tsx';
import { FeedbackDialog, type FeedbackDialogProps } from './feedback-dialog.tsx';
import { ReportIssue } from './report-issue.tsx';

function Harness(props: Partial<FeedbackDialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <FeedbackDialog
        open={open}
        onOpenChange={setOpen}
        title="Report an EXP issue"
        options={['EXP not added', 'Wrong level']}
        onSubmit={async () => {}}
        {...props}
      />
      {!open && (
        <button type="button" onClick={() => setOpen(true)}>
          Open again
        </button>
      )}
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Report an EXP issue' });
const issue = () => screen.getByRole('combobox', { name: 'Issue' });
const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('FeedbackDialog', () => {
  it('offers the given issues with Other appended, and labels the comment Additional Comments', () => {
    render(<Harness />);
    const options = within(issue())
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Select an issue', 'EXP not added', 'Wrong level', 'Other']);
    expect(screen.getByRole('textbox', { name: 'Additional Comments' })).toBeInTheDocument();
  });

  it('uses a given comment label', () => {
    render(<Harness commentLabel="What happened?" />);
    expect(screen.getByRole('textbox', { name: 'What happened?' })).toBeInTheDocument();
  });

  it('keeps submit disabled until an issue is picked, and says "Please select an issue" when left empty', async () => {
    render(<Harness />);
    expect(submit()).toBeDisabled();
    expect(screen.queryByText('Please select an issue')).toBeNull();
    await userEvent.click(issue());
    await userEvent.tab();
    const message = screen.getByText('Please select an issue');
    expect(issue()).toHaveAttribute('aria-invalid', 'true');
    expect(issue()).toHaveAttribute('aria-describedby', message.id);
    await userEvent.selectOptions(issue(), 'Wrong level');
    expect(screen.queryByText('Please select an issue')).toBeNull();
    expect(submit()).toBeEnabled();
  });

  it('needs a comment with Other: "This field is required"', async () => {
    render(<Harness />);
    await userEvent.selectOptions(issue(), 'Other');
    expect(submit()).toBeDisabled();
    const comment = screen.getByRole('textbox', { name: 'Additional Comments' });
    await userEvent.click(comment);
    await userEvent.tab();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(comment, '   ');
    expect(submit()).toBeDisabled();
    await userEvent.type(comment, 'The booster timer froze');
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(submit()).toBeEnabled();
  });

  it('sends the issue and trimmed comment, disables submit while sending, then thanks', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.selectOptions(issue(), 'EXP not added');
    await userEvent.type(screen.getByRole('textbox', { name: 'Additional Comments' }), ' Solved two-sum ');
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ issue: 'EXP not added', comment: 'Solved two-sum' });
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    finish();
    expect(await screen.findByText('Thanks! Your report was sent.')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after a failed send shows no error text (spec 02 §8), keeps the report and offers Try again', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.selectOptions(issue(), 'Wrong level');
    await userEvent.click(submit());
    const retry = await within(dialog()).findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(issue()).toHaveValue('Wrong level');
    await userEvent.click(retry);
    expect(await screen.findByText('Thanks! Your report was sent.')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith({ issue: 'Wrong level', comment: '' });
  });

  it('closes on Escape, and opens again with an empty form', async () => {
    render(<Harness />);
    await userEvent.selectOptions(issue(), 'Other');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open again' }));
    expect(issue()).toHaveValue('');
    expect(submit()).toBeDisabled();
  });
});

describe('ReportIssue', () => {
  it("posts the area's report with the page path to /api/v3/feedback", async () => {
    const server = fakeApi({ 'POST v3/feedback': [ok({ received: true })] });
    renderWithAuth(<ReportIssue area="leaderboard" />, { auth: signedIn() });
    await userEvent.click(screen.getByRole('button', { name: 'Report an issue' }));
    const box = screen.getByRole('dialog', { name: 'Report a leaderboard issue' });
    const select = within(box).getByRole('combobox', { name: 'Issue' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select an issue', 'My rank is wrong', 'Wrong league', 'Missing friend', 'Other']);
    await userEvent.selectOptions(select, 'Missing friend');
    await userEvent.click(within(box).getByRole('button', { name: 'Submit' }));
    expect(await within(box).findByText('Thanks! Your report was sent.')).toBeInTheDocument();
    expect(server.callsTo('POST v3/feedback')[0]!.body).toEqual({
      area: 'leaderboard',
      issue: 'Missing friend',
      comment: '',
      page: window.location.pathname,
    });
  });

  it('offers Try again, with no error text, when the server refuses (429)', async () => {
    fakeApi({ 'POST v3/feedback': [fail(429, 429, 'You have sent a lot of reports lately.')] });
    renderWithAuth(<ReportIssue area="exp" />, { auth: signedIn() });
    await userEvent.click(screen.getByRole('button', { name: 'Report an issue' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Issue' }), 'Wrong level');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryByText(/sent a lot of reports/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
