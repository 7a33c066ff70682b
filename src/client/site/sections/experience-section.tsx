import type { Experience } from '../../../shared/experience';
import { formatDuration, formatMonthYear } from '../../lib/format';
import { experienceTypeLabel } from '../experience-labels';
import { ExternalIcon } from '../external-icon';
import { useExperience } from '../home-data';
import { COVER_SIZES, SiteImage } from '../site-images';

/** Cover images are drawn at 16:9; these reserve the space before they load. */
const COVER_WIDTH = 640;
const COVER_HEIGHT = 360;

const PIN_PATH =
  'M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z';
const CALENDAR_PATH =
  'M4 6.5A1.5 1.5 0 0 1 5.5 5h13A1.5 1.5 0 0 1 20 6.5v12a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5ZM4 10h16M8 3v4M16 3v4';
const CLOCK_PATH = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4.5l3 2';

/** A small stroke icon before each fact; decorative, the fact says it all. */
function MetaIcon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

function ExperienceCard({
  item,
  today,
  priority,
}: {
  item: Experience;
  today?: string;
  /** The page's first image (see firstImageOf). */
  priority: boolean;
}) {
  const duration = formatDuration(item.startAt, item.endAt ?? today);
  return (
    <li className="site-card experience-card">
      <SiteImage
        className="experience-cover"
        src={item.cover}
        alt={item.company}
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        sizes={COVER_SIZES.experience}
        priority={priority}
      />
      <div className="experience-body">
        <div className="experience-heading">
          <div>
            <h3>{item.title}</h3>
            <p className="experience-company">{item.company}</p>
          </div>
          <span className="experience-type">{experienceTypeLabel(item.type)}</span>
        </div>
        <ul className="experience-meta">
          <li>
            <MetaIcon path={PIN_PATH} />
            {item.location}
          </li>
          <li>
            <MetaIcon path={CALENDAR_PATH} />
            <span>
              <time dateTime={item.startAt}>{formatMonthYear(item.startAt)}</time> –{' '}
              {item.endAt ? (
                <time dateTime={item.endAt}>{formatMonthYear(item.endAt)}</time>
              ) : (
                formatMonthYear(item.endAt)
              )}
            </span>
          </li>
          {duration ? (
            <li>
              <MetaIcon path={CLOCK_PATH} />
              {duration}
            </li>
          ) : null}
        </ul>
        {item.description ? <p className="experience-description">{item.description}</p> : null}
        {item.tools.length > 0 && (
          <ul className="experience-tools" aria-label={`Tools used at ${item.company}`}>
            {item.tools.map((tool) => (
              <li key={tool.toolId}>
                <a className="site-chip" href={tool.link} target="_blank" rel="noopener">
                  <ExternalIcon src={tool.icon} size={16} />
                  {tool.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/**
 * `today` (yyyy-mm-dd) is the day an ongoing job's duration counts up to;
 * without it, the viewer's clock.
 */
export function ExperienceSection({ today }: { today?: string } = {}) {
  const experience = useExperience();
  return (
    <section id="experience" className="site-section" aria-labelledby="experience-title">
      <h2 id="experience-title">Experience</h2>
      {experience.length > 0 && (
        <ul className="site-grid experience-grid">
          {experience.map((item, index) => (
            <ExperienceCard
              key={item.experienceId}
              item={item}
              today={today}
              priority={index === 0}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
