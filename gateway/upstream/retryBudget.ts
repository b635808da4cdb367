/**
 * A retry budget (Google SRE, "Handling Overload"): every call earns `ratio` of a retry, a retry spends one,
 * so retries never add more than `ratio` of the calls, however long the platform fails. It starts empty:
 * a platform that fails from the first call gets no burst of retries either.
 */
export class RetryBudget {
  private tokens = 0
  private readonly ratio: number
  private readonly cap: number

  constructor(ratio: number, cap = 10) {
    this.ratio = ratio
    this.cap = cap
  }

  recordCall(): void {
    this.tokens = Math.min(this.cap, this.tokens + this.ratio)
  }

  /** Takes one retry from the budget; false when there is none left. */
  spend(): boolean {
    // Ten tenths add up to 0.999…: compare with a margin.
    if (this.tokens < 1 - 1e-9) return false
    this.tokens -= 1
    return true
  }
}
