/**
 * The profile calls (packages/shared/src/api/profile.ts): the public profile by uuid or screen name, the signed-in
 * learner's editable details and their changes, the screen-name check, the picture upload (the file itself as the
 * body), a default avatar, and skipping /profile/setup.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ProfilePaths,
  profileEditDetailsSchema,
  publicProfileSchema,
  screenNameAvailabilitySchema,
  type ProfileEditDetails,
  type ProfileUpdateBody,
  type PublicProfile,
  type ScreenNameAvailability,
} from '@katana/shared/api/profile';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { profileKeys, type ViewerId } from './paths.ts';

export function usePublicProfile(viewer: ViewerId, key: string | null) {
  return useQuery<PublicProfile, ApiRequestError>({
    queryKey: profileKeys.of(viewer, 'public', key),
    enabled: key !== null,
    queryFn: ({ signal }) =>
      callApi(apiClient.get(apiPath(ProfilePaths.public, { key: key! }), { signal }), publicProfileSchema),
  });
}

export function useProfileEditDetails(viewer: ViewerId) {
  return useQuery<ProfileEditDetails, ApiRequestError>({
    queryKey: profileKeys.of(viewer, 'edit'),
    enabled: viewer !== null,
    queryFn: ({ signal }) =>
      callApi(apiClient.get(apiPath(ProfilePaths.edit), { signal }), profileEditDetailsSchema),
  });
}

/** Every change answers the new details: they replace the cached ones, and the public views refetch. */
function useProfileMutation<T>(viewer: ViewerId, send: (input: T) => Promise<ProfileEditDetails>) {
  const queryClient = useQueryClient();
  return useMutation<ProfileEditDetails, ApiRequestError, T>({
    mutationFn: send,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.of(viewer, 'edit'), saved);
      void queryClient.invalidateQueries({ queryKey: ['profile', viewer, 'public'] });
    },
  });
}

export function useUpdateProfile(viewer: ViewerId) {
  return useProfileMutation<ProfileUpdateBody>(viewer, (body) =>
    callApi(apiClient.patch(apiPath(ProfilePaths.update), body), profileEditDetailsSchema),
  );
}

export function useUploadPicture(viewer: ViewerId) {
  return useProfileMutation<File>(viewer, (file) =>
    callApi(
      apiClient.put(apiPath(ProfilePaths.picture), file, {
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
      }),
      profileEditDetailsSchema,
    ),
  );
}

export function useChooseAvatar(viewer: ViewerId) {
  return useProfileMutation<number>(viewer, (avatar) =>
    callApi(apiClient.put(apiPath(ProfilePaths.avatar), { avatar }), profileEditDetailsSchema),
  );
}

export function useSkipSetup(viewer: ViewerId) {
  return useProfileMutation<void>(viewer, () =>
    callApi(apiClient.post(apiPath(ProfilePaths.setupSkip)), profileEditDetailsSchema),
  );
}

export function checkScreenName(screenName: string, signal?: AbortSignal): Promise<ScreenNameAvailability> {
  return callApi(
    apiClient.get(apiPath(ProfilePaths.screenNameAvailability), {
      params: { screen_name: screenName },
      ...(signal ? { signal } : {}),
    }),
    screenNameAvailabilitySchema,
  );
}
