/** /profile/setup: the profile form once after the first sign-in, skippable (profile-edit-page.tsx). */
import { ProfileEditScreen } from './profile-edit-page.tsx';

export default function ProfileSetupPage() {
  return <ProfileEditScreen setup />;
}
