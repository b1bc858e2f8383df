-- Goals' video elements share the library's one record of completed videos (library/video-completions.ts).
-- Each goal video mark becomes a completion of that video's address (read through its identity, so any spelling
-- of the same YouTube or Vimeo video matches), keeping the first time; the goal marks of videos then go.
INSERT INTO "video_completions" ("user_id", "video_key", "completed_at")
SELECT m."user_id", e."element"->>'url', min(m."marked_at")
FROM "user_goal_element_marks" m
JOIN "journey_goals" g ON g."slug" = m."goal_slug"
CROSS JOIN LATERAL jsonb_array_elements(g."phases") AS p("phase")
CROSS JOIN LATERAL jsonb_array_elements(p."phase"->'elements') AS e("element")
WHERE e."element"->>'type' = 'video' AND e."element"->>'key' = m."element_key" AND e."element"->>'url' IS NOT NULL
GROUP BY m."user_id", e."element"->>'url'
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "user_goal_element_marks" m
USING "journey_goals" g
WHERE g."slug" = m."goal_slug"
  AND EXISTS (
    SELECT 1
    FROM jsonb_array_elements(g."phases") AS p("phase"),
      jsonb_array_elements(p."phase"->'elements') AS e("element")
    WHERE e."element"->>'type' = 'video' AND e."element"->>'key' = m."element_key"
  );
