import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Callout } from '../../../components/ui/Callout';
import { m } from '../../../lib/messages';

const t = m.bookings.checkin;

// The Barcode Detection API is not in TypeScript's DOM library yet.
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorCtor = new (options?: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = (): BarcodeDetectorCtor | undefined => (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
export const cameraScanSupported = (): boolean => Boolean(detectorClass() && typeof navigator !== 'undefined' && navigator.mediaDevices?.getUserMedia);

/** How often a frame is looked at, and how long the same code is ignored after it was read. */
const SCAN_EVERY_MS = 250;
const SAME_CODE_QUIET_MS = 3_000;

/**
 * The camera, reading QR codes with the browser's own detector. Off until the host turns it on (the
 * browser asks for permission then); `paused` while a scan is being answered. Where the browser has
 * no detector the page's text field is the way in, and this says so.
 */
export function QrScanner({ onScan, paused }: { onScan: (text: string) => void; paused: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(false);
  const [denied, setDenied] = useState(false);
  // The scanning loop outlives renders; it reads the newest callback and pause state from here.
  const latest = useRef({ onScan, paused });
  useEffect(() => {
    latest.current = { onScan, paused };
  }, [onScan, paused]);

  useEffect(() => {
    if (!on) return;
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    let last = { text: '', at: 0 };
    const detector = new Detector({ formats: ['qr_code'] });
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
      } catch {
        setDenied(true);
        setOn(false);
        return;
      }
      timer = window.setInterval(async () => {
        const element = video.current;
        if (!element || element.readyState < 2 || latest.current.paused) return;
        const found = await detector.detect(element).catch(() => []);
        const text = found[0]?.rawValue?.trim();
        if (!text || (text === last.text && Date.now() - last.at < SAME_CODE_QUIET_MS)) return;
        last = { text, at: Date.now() };
        latest.current.onScan(text);
      }, SCAN_EVERY_MS);
    })();
    return () => {
      stopped = true;
      window.clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on]);

  if (!cameraScanSupported()) return <Callout>{t.cameraUnsupported}</Callout>;
  return (
    <div className="flex flex-col gap-3">
      {denied ? <Callout tone="warning">{t.cameraDenied}</Callout> : null}
      {on ? (
        <video ref={video} aria-label={t.videoLabel} muted playsInline className="aspect-square w-full max-w-sm self-center rounded-xl bg-ink object-cover" />
      ) : null}
      <p className="text-sm text-muted">{t.cameraHint}</p>
      <Button
        variant={on ? 'secondary' : 'primary'}
        leadingIcon={on ? <CameraOff className="size-4" aria-hidden /> : <Camera className="size-4" aria-hidden />}
        onClick={() => {
          setDenied(false);
          setOn(!on);
        }}
        className="self-start"
      >
        {on ? t.stopCamera : t.startCamera}
      </Button>
    </div>
  );
}
