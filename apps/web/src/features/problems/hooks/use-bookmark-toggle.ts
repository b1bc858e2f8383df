/**
 * Bookmarking from the listing and the list pages: the star flips at once in every cached list that shows the
 * problem (optimistic), the call follows, and a failure flips it back and says so. Anonymous visitors get the
 * login dialog instead (spec 01 "Login and Sign Up dialog").
 */
import { useCallback, useState } from 'react';
import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import type { ProblemSummary } from '@katana/shared/api/practice-catalogue';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useLoginDialog } from '../../../lib/auth/login-dialog-context.tsx';
import { useNotify } from '../../../lib/notifications/notifications.tsx';
import { setBookmark, type BookmarkState } from '../../../lib/api/set-bookmark.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { PROBLEMS_KEY } from '../api/query-keys.ts';

interface Toggle {
  problemId: number;
  bookmarked: boolean;
}

/** Listing pages and list pages: the cached answers whose problems carry is_bookmarked. */
function showsProblems(query: Query): boolean {
  const [root, kind] = query.queryKey;
  return root === PROBLEMS_KEY && (kind === 'listing' || kind === 'list');
}

/** The bookmarks view (?bookmarked=true): its rows come and go with a toggle, so it is loaded again. */
function isBookmarksView(query: Query): boolean {
  const [root, kind, , params] = query.queryKey as [
    unknown,
    unknown,
    unknown,
    Record<string, string> | undefined,
  ];
  return root === PROBLEMS_KEY && kind === 'listing' && params?.bookmarked === 'true';
}

function withBookmark(data: unknown, problemId: number, bookmarked: boolean): unknown {
  if (!data || typeof data !== 'object' || !Array.isArray((data as { problems?: unknown }).problems))
    return data;
  const { problems } = data as { problems: ProblemSummary[] };
  if (!problems.some((p) => p.id === problemId)) return data;
  return {
    ...data,
    problems: problems.map((p) => (p.id === problemId ? { ...p, is_bookmarked: bookmarked } : p)),
  };
}

export function useBookmarkToggle(source = 'problem_listing') {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { isAuthenticated } = useAuth();
  const { openLogin } = useLoginDialog();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const setEverywhere = useCallback(
    (problemId: number, bookmarked: boolean) => {
      queryClient.setQueriesData({ predicate: showsProblems }, (data: unknown) =>
        withBookmark(data, problemId, bookmarked),
      );
    },
    [queryClient],
  );

  const { mutate } = useMutation<BookmarkState, ApiRequestError, Toggle>({
    mutationFn: ({ problemId, bookmarked }) => setBookmark({ problem_id: problemId }, bookmarked),
    onMutate: async ({ problemId, bookmarked }) => {
      setPending((ids) => new Set(ids).add(problemId));
      // A list answer arriving now would carry the old value and undo the flip.
      await queryClient.cancelQueries({ predicate: showsProblems });
      setEverywhere(problemId, bookmarked);
    },
    onSuccess: (state) => setEverywhere(state.problem_id, state.is_bookmarked),
    onError: (error, { problemId, bookmarked }) => {
      setEverywhere(problemId, !bookmarked);
      notify({
        kind: 'error',
        title: bookmarked ? 'Could not bookmark the problem' : 'Could not remove the bookmark',
        message: error.message,
      });
    },
    onSettled: (_data, _error, { problemId }) => {
      setPending((ids) => {
        const next = new Set(ids);
        next.delete(problemId);
        return next;
      });
      void queryClient.invalidateQueries({ predicate: isBookmarksView });
    },
  });

  const toggle = useCallback(
    (problem: Pick<ProblemSummary, 'id' | 'is_bookmarked'>) => {
      if (!isAuthenticated) {
        openLogin({ source });
        return;
      }
      mutate({ problemId: problem.id, bookmarked: !problem.is_bookmarked });
    },
    [isAuthenticated, mutate, openLogin, source],
  );

  return { toggle, isPending: (problemId: number) => pending.has(problemId) };
}
