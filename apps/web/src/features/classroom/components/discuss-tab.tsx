/** The DISCUSS tab. Katana has no discussion forum yet, and says so rather than showing an empty list as if it did. */
export function DiscussTab() {
  return (
    <div className="rounded-lg border border-dashed border-line p-6 text-center">
      <p className="font-semibold">No discussions yet</p>
      <p className="mt-1 text-sm text-fg-muted">
        Discussions for problems are coming with the community forum.
      </p>
    </div>
  );
}
