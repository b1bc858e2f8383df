/**
 * The upvote/downvote toggle of spec 03 §4 on the two counts the page shows: the same reaction again removes it,
 * a different one switches it and moves one from the old count to the new one. Shown at once; the server's answer
 * then replaces it.
 */
export interface Votes {
  reaction: 1 | -1 | null;
  up: number;
  down: number;
}

export function applyVote(votes: Votes, pressed: 1 | -1): Votes {
  let { up, down } = votes;
  if (votes.reaction === 1) up -= 1;
  if (votes.reaction === -1) down -= 1;
  if (votes.reaction === pressed) return { reaction: null, up, down };
  if (pressed === 1) up += 1;
  else down += 1;
  return { reaction: pressed, up, down };
}
