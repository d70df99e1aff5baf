import { act, render, screen } from '@testing-library/react';
import { EMBED_SESSION_ENDED_TEXT, EMBED_SESSION_ENDED_TITLE, SessionEndedNotice } from './SessionEndedNotice';
import { notifySessionEnded } from './sessionEvents';

describe('SessionEndedNotice', () => {
  it("replaces the embedded screen once its API's session ends, and ignores another portal's", () => {
    render(
      <SessionEndedNotice apiBase="https://portal.example.test">
        <p>Customers screen</p>
      </SessionEndedNotice>,
    );
    act(() => notifySessionEnded('https://other.example.test'));
    expect(screen.getByText('Customers screen')).toBeInTheDocument();

    act(() => notifySessionEnded('https://portal.example.test'));
    expect(screen.queryByText('Customers screen')).not.toBeInTheDocument();
    expect(screen.getByText(EMBED_SESSION_ENDED_TITLE)).toBeInTheDocument();
    expect(screen.getByText(EMBED_SESSION_ENDED_TEXT)).toBeInTheDocument();
  });
});
