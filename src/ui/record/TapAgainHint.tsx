/** Under a choice a finger has tapped once: tap it again to record it. */
export function TapAgainHint({ armed }: { armed: string | null | false }) {
  return armed ? (
    <p className="record-preview" data-testid="tap-again">
      Tap {armed} again to record it.
    </p>
  ) : null;
}
