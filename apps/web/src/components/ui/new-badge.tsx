export function NewBadge() {
  return (
    <span className="rounded-full bg-accent-soft px-1.5 py-0.5 text-[10px] font-semibold uppercase leading-none tracking-wide text-accent">
      New
    </span>
  );
}
