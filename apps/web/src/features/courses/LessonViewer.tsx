import type { LessonContentDto } from '@market/contract';
import { ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { m } from '../../lib/messages';
import { RichText } from '../events/EventSections';

const t = m.learn;
const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;

export interface ViewedLesson {
  id: string;
  title: string;
  type: LessonContentDto['type'];
  body: string | null;
  media: { url: string; expiresAt: string } | null;
}

interface LessonViewerProps {
  lesson: ViewedLesson;
  /** Where a video starts (the learner's saved place). */
  startAt?: number;
  /** Called now and then while a video plays, with the current second. */
  onPosition?: (seconds: number, duration: number) => void;
  /** The video reached its end. */
  onEnded?: () => void;
}

/** A lesson's content: the video with a speed choice, the PDF in a frame, or the text. */
export function LessonViewer({ lesson, startAt = 0, onPosition, onEnded }: LessonViewerProps) {
  if (lesson.type === 'VIDEO' && lesson.media) {
    return <LessonVideo key={lesson.id} src={lesson.media.url} title={lesson.title} startAt={startAt} onPosition={onPosition} onEnded={onEnded} />;
  }
  if (lesson.type === 'PDF' && lesson.media) {
    return (
      <div className="flex flex-col gap-3">
        <iframe src={lesson.media.url} title={t.pdfFrame(lesson.title)} className="h-[70vh] min-h-[420px] w-full rounded-xl border border-line bg-surface" />
        <a
          href={lesson.media.url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-brand-700 hover:underline"
        >
          <ExternalLink className="size-4" aria-hidden />
          {t.openPdf}
        </a>
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-line bg-surface p-5 sm:p-8">
      {lesson.body?.trim() ? <RichText text={lesson.body} testId="lesson-text" /> : <p className="text-muted">{m.courses.emptyCurriculum}</p>}
    </div>
  );
}

/** How often a playing video reports its place (the server keeps the last one). */
const REPORT_EVERY_S = 15;

function LessonVideo({
  src,
  title,
  startAt,
  onPosition,
  onEnded,
}: { src: string; title: string; startAt: number } & Pick<LessonViewerProps, 'onPosition' | 'onEnded'>) {
  const video = useRef<HTMLVideoElement>(null);
  const lastReport = useRef(startAt);
  const [speed, setSpeed] = useState(1);

  useEffect(() => {
    if (video.current) video.current.playbackRate = speed;
  }, [speed]);

  // The place is reported when the learner leaves the lesson, too (another lesson, another page).
  useEffect(() => {
    const element = video.current;
    return () => {
      if (element && onPosition && Math.abs(element.currentTime - lastReport.current) >= 1) onPosition(element.currentTime, element.duration || 0);
    };
  }, [onPosition]);

  return (
    <div className="flex flex-col gap-3">
      <video
        ref={video}
        src={src}
        controls
        playsInline
        preload="metadata"
        aria-label={title}
        className="aspect-video w-full rounded-xl bg-black"
        onLoadedMetadata={(event) => {
          const element = event.currentTarget;
          element.playbackRate = speed;
          // A saved place at the very end starts the video again from the top.
          if (startAt > 0 && startAt < (element.duration || Infinity) - 2) element.currentTime = startAt;
        }}
        onTimeUpdate={(event) => {
          const element = event.currentTarget;
          if (onPosition && Math.abs(element.currentTime - lastReport.current) >= REPORT_EVERY_S) {
            lastReport.current = element.currentTime;
            onPosition(element.currentTime, element.duration || 0);
          }
        }}
        onPause={(event) => {
          const element = event.currentTarget;
          if (onPosition && Math.abs(element.currentTime - lastReport.current) >= 1) {
            lastReport.current = element.currentTime;
            onPosition(element.currentTime, element.duration || 0);
          }
        }}
        onEnded={() => onEnded?.()}
      />
      <label className="inline-flex items-center gap-2 self-end text-sm text-ink-soft">
        {t.speed}
        <select
          value={speed}
          onChange={(event) => setSpeed(Number(event.target.value))}
          className="h-9 rounded-lg border border-line-strong bg-surface px-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {SPEEDS.map((value) => (
            <option key={value} value={value}>
              {`${value}×`}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
