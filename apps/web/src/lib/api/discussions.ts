/**
 * The discussions endpoints (packages/shared/src/api/discussions.ts): lists, a post with its comments, writing,
 * votes, follows, reports, and the moderators' actions; plus GET /api/v2/users/roles for the moderator controls.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  activeCollegesSchema,
  auditSchema,
  banListSchema,
  type BanBody,
  categoryListSchema,
  collegeMembersSchema,
  createdPostSchema,
  DiscussionPaths,
  followResultSchema,
  messageSchema,
  postDetailSchema,
  postListSchema,
  problemStatusSchema,
  queueSchema,
  reactionResultSchema,
  tagListSchema,
  type CategoryType,
  type CreatePostBody,
  type DiscussionSort,
  type ModerationAction,
  type PostDetail,
  type PostList,
  type ReactionParentType,
  type ReactionType,
  type ReportDecision,
} from '@katana/shared/api/discussions';
import { collegeSchema, CollegePaths } from '@katana/shared/api/colleges';
import { myRolesSchema, RolePaths } from '@katana/shared/api/roles';
import { apiClient } from '../request/api-client.ts';
import type { ApiRequestError } from '../request/api-query.ts';
import { callApi } from '../request/call-api.ts';
import { apiPath, getContract } from '../request/contract-path.ts';

export interface PostFilters {
  sort: DiscussionSort;
  category?: string | undefined;
  tag?: string | undefined;
  problemId?: number | undefined;
  college?: string | undefined;
  page: number;
}

const KEY = 'discussions';

export function usePosts(filters: PostFilters, enabled = true) {
  const params: Record<string, string> = { sort: filters.sort, page: String(filters.page) };
  if (filters.category) params.category = filters.category;
  if (filters.tag) params.tag = filters.tag;
  if (filters.problemId) params.problem_id = String(filters.problemId);
  if (filters.college) params.college = filters.college;
  return useQuery({
    queryKey: [KEY, 'list', params],
    queryFn: ({ signal }) => getContract(DiscussionPaths.posts, postListSchema, params, signal),
    enabled,
  });
}

export function usePost(id: number) {
  return useQuery<PostDetail, ApiRequestError>({
    queryKey: [KEY, 'post', id],
    queryFn: ({ signal }) =>
      callApi(
        apiClient.get(apiPath(DiscussionPaths.post, { id: String(id) }), signal ? { signal } : {}),
        postDetailSchema,
      ),
    retry: false,
  });
}

export function useCategories(type: CategoryType) {
  return useQuery({
    queryKey: [KEY, 'categories', type],
    queryFn: ({ signal }) =>
      getContract(DiscussionPaths.categories, categoryListSchema, { category_type: type }, signal),
  });
}

export function useTags(term: string) {
  return useQuery({
    queryKey: [KEY, 'tags', term],
    queryFn: ({ signal }) => getContract(DiscussionPaths.tags, tagListSchema, term ? { term } : {}, signal),
    enabled: term.length > 0,
  });
}

export function useActiveColleges() {
  return useQuery({
    queryKey: [KEY, 'active-colleges'],
    queryFn: ({ signal }) =>
      getContract(DiscussionPaths.activeColleges, activeCollegesSchema, undefined, signal),
  });
}

export function useCollege(slug: string) {
  return useQuery<{ slug: string; name: string; city: string | null }, ApiRequestError>({
    queryKey: ['colleges', slug],
    queryFn: ({ signal }) =>
      callApi(apiClient.get(apiPath(CollegePaths.detail, { slug }), signal ? { signal } : {}), collegeSchema),
    retry: false,
  });
}

export function useCollegeMembers(slug: string) {
  return useQuery({
    queryKey: [KEY, 'members', slug],
    queryFn: ({ signal }) =>
      callApi(
        apiClient.get(apiPath(DiscussionPaths.collegeMembers, { slug }), signal ? { signal } : {}),
        collegeMembersSchema,
      ),
  });
}

export function useProblemThreadStatus(problemId: number) {
  return useQuery({
    queryKey: [KEY, 'problem-status', problemId],
    queryFn: ({ signal }) =>
      callApi(
        apiClient.get(
          apiPath(DiscussionPaths.problemStatus, { problemId: String(problemId) }),
          signal ? { signal } : {},
        ),
        problemStatusSchema,
      ),
  });
}

/** Whether the signed-in learner is a moderator (GET /api/v2/users/roles): 'unknown' while that loads. */
export function useModeratorRole(signedIn: boolean): 'yes' | 'no' | 'unknown' {
  const roles = useQuery({
    queryKey: ['roles'],
    queryFn: ({ signal }) => getContract(RolePaths.mine, myRolesSchema, undefined, signal),
    enabled: signedIn,
  });
  if (!signedIn || roles.isError) return 'no';
  if (!roles.data) return 'unknown';
  return roles.data.roles.includes('moderator') ? 'yes' : 'no';
}

/** True when the signed-in learner is a moderator. */
export function useIsModerator(signedIn: boolean) {
  return useModeratorRole(signedIn) === 'yes';
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [KEY] });
}

export function useCreatePost() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreatePostBody) =>
      callApi(apiClient.post(apiPath(DiscussionPaths.posts), body), createdPostSchema),
    onSuccess: invalidate,
  });
}

/** Any write that answers the post's details: the post's query takes the answer. */
function usePostWrite<V>(id: number, call: (vars: V) => Promise<PostDetail>) {
  const client = useQueryClient();
  return useMutation<PostDetail, ApiRequestError, V>({
    mutationFn: call,
    onSuccess: (post) => {
      client.setQueryData([KEY, 'post', id], post);
      void client.invalidateQueries({ queryKey: [KEY, 'list'] });
    },
  });
}

export function useComment(postId: number) {
  return usePostWrite(postId, (vars: { body: string; parent_id?: number }) =>
    callApi(
      apiClient.post(apiPath(DiscussionPaths.comments, { id: String(postId) }), vars),
      postDetailSchema,
    ),
  );
}

export function useEditPost(postId: number) {
  return usePostWrite(postId, (vars: { title: string; body: string; category: string; tags: string[] }) =>
    callApi(apiClient.put(apiPath(DiscussionPaths.post, { id: String(postId) }), vars), postDetailSchema),
  );
}

export function useEditComment(postId: number) {
  return usePostWrite(postId, (vars: { id: number; body: string }) =>
    callApi(
      apiClient.put(apiPath(DiscussionPaths.comment, { id: String(vars.id) }), { body: vars.body }),
      postDetailSchema,
    ),
  );
}

export function useDeleteComment(postId: number) {
  return usePostWrite(postId, (id: number) =>
    callApi(apiClient.delete(apiPath(DiscussionPaths.comment, { id: String(id) })), postDetailSchema),
  );
}

export function useModeratePost(postId: number) {
  return usePostWrite(postId, (action: ModerationAction) =>
    callApi(
      apiClient.post(apiPath(DiscussionPaths.moderate, { id: String(postId) }), { action }),
      postDetailSchema,
    ),
  );
}

export function useDeletePost(postId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () =>
      callApi(apiClient.delete(apiPath(DiscussionPaths.post, { id: String(postId) })), messageSchema),
    onSuccess: invalidate,
  });
}

export function useVote(postId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (vars: { parent_id: number; parent_type: ReactionParentType; reaction_type: ReactionType }) =>
      callApi(apiClient.post(apiPath(DiscussionPaths.reactions), vars), reactionResultSchema),
    onSuccess: () => invalidate(),
    meta: { postId },
  });
}

export function useFollow(postId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () =>
      callApi(apiClient.post(apiPath(DiscussionPaths.follow, { id: String(postId) })), followResultSchema),
    onSuccess: invalidate,
  });
}

export function useReport() {
  return useMutation({
    mutationFn: (vars: { parent_type: ReactionParentType; parent_id: number; reason: string }) =>
      callApi(apiClient.post(apiPath(DiscussionPaths.reports), vars), messageSchema),
  });
}

export function useModerateComment(postId: number) {
  return usePostWrite(postId, (vars: { id: number; action: 'hide' | 'unhide' }) =>
    callApi(
      apiClient.post(apiPath(DiscussionPaths.moderateComment, { id: String(vars.id) }), {
        action: vars.action,
      }),
      postDetailSchema,
    ),
  );
}

/** Pages of a list; past the server's count cap, one more page while the current one is full. */
export function pageCount(list: PostList): number {
  const counted = Math.max(1, Math.ceil(list.total / list.page_size));
  if (list.total_exact) return counted;
  return Math.max(counted, list.page + (list.posts.length === list.page_size ? 1 : 0));
}

// The moderators' pages (/campus/moderation): review queue, bans and audit log.

export function useModerationQueue(enabled: boolean) {
  return useQuery({
    queryKey: [KEY, 'moderation', 'queue'],
    queryFn: ({ signal }) => getContract(DiscussionPaths.queue, queueSchema, undefined, signal),
    enabled,
  });
}

export function useBans(enabled: boolean) {
  return useQuery({
    queryKey: [KEY, 'moderation', 'bans'],
    queryFn: ({ signal }) => getContract(DiscussionPaths.bans, banListSchema, undefined, signal),
    enabled,
  });
}

export function useAuditLog(enabled: boolean) {
  return useQuery({
    queryKey: [KEY, 'moderation', 'audit'],
    queryFn: ({ signal }) => getContract(DiscussionPaths.audit, auditSchema, undefined, signal),
    enabled,
  });
}

/** Every moderation write refreshes the queue and the audit log (and any post lists it changed). */
function useModerationWrite<V, R>(call: (vars: V) => Promise<R>) {
  const invalidate = useInvalidate();
  return useMutation<R, ApiRequestError, V>({ mutationFn: call, onSuccess: () => invalidate() });
}

/** Moderate any post by id (the queue's approve / hide). */
export function useModerateAnyPost() {
  return useModerationWrite((vars: { id: number; action: ModerationAction }) =>
    callApi(
      apiClient.post(apiPath(DiscussionPaths.moderate, { id: String(vars.id) }), { action: vars.action }),
      postDetailSchema,
    ),
  );
}

/** Resolve (hide what it reports) or dismiss a report from the queue. */
export function useDecideReport() {
  return useModerationWrite((vars: { id: number; action: ReportDecision }) =>
    callApi(
      apiClient.post(apiPath(DiscussionPaths.reportDecision, { id: String(vars.id) }), {
        action: vars.action,
      }),
      queueSchema,
    ),
  );
}

export function useBanLearner() {
  return useModerationWrite((body: BanBody) =>
    callApi(apiClient.post(apiPath(DiscussionPaths.bans), body), banListSchema),
  );
}

export function useLiftBan() {
  return useModerationWrite((userUuid: string) =>
    callApi(apiClient.delete(apiPath(DiscussionPaths.ban, { userId: userUuid })), banListSchema),
  );
}
