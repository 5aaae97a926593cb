/// A page's long horizontal rules stacked by extent: rules whose ends both lie within `tolerance` of the
/// stack's last rule's join it, when no further than `maximumGap` below it. Stacks top to bottom, each rule's
/// stack the latest it fits. The finders that read tables ruled between rows, or at head and foot, start here.
enum RuleStacks {
    static func horizontal(_ page: PageEvidence, tolerance: Double,
                           maximumGap: Double = .infinity) -> [[RuleSegment]] {
        let horizontals = page.rules.filter { $0.orientation == .horizontal && $0.length >= page.dpi }
            .sorted { $0.position < $1.position }
        var stacks: [[RuleSegment]] = []
        for rule in horizontals {
            if let i = stacks.lastIndex(where: { stack in
                let last = stack[stack.count - 1]
                return abs(last.start - rule.start) <= tolerance && abs(last.end - rule.end) <= tolerance
                    && rule.position - last.position <= maximumGap
            }) {
                stacks[i].append(rule)
            } else {
                stacks.append([rule])
            }
        }
        return stacks
    }
}
