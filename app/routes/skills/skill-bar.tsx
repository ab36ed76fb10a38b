import { Line } from "rc-progress";
import { useId } from "react";

import type { Skill } from "~/content-rules/schema";
import { Say } from "~/words/say";
import { useWords } from "~/words/use-words";

/** A skill's name over a thin accent bar, with its percentage as text and as a progress value. */
export function SkillBar({ skillName, percentage }: Skill) {
  const labelId = useId();
  const value = Number(percentage);
  const { words, fill } = useWords();
  return (
    <div className="skill-bar">
      <div className="skill-bar-label">
        <span id={labelId}>{skillName}</span>
        <span aria-hidden>
          <Say sentence={words.skills.percentage} values={{ percentage }} />
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={fill(words.skills.percentage, { percentage })}
      >
        <Line
          percent={value}
          strokeWidth={2}
          strokeLinecap="square"
          strokeColor="var(--legible-accent)"
          trailWidth={2}
          trailColor="var(--track-color)"
          aria-hidden
        />
      </div>
    </div>
  );
}
