/** A problem opened from a bundle: the problem page with the bundle's submission source (`?interview_bundle=`). */
export const bundleProblemHref = (bundleSlug: string, problemSlug: string) =>
  `/problems/${encodeURIComponent(problemSlug)}?interview_bundle=${encodeURIComponent(bundleSlug)}`;
