/// The generated layout fixtures: a one-page procedure (bullets as glyphs, a numbered list with a lettered
/// sub-list that goes on as "3." after a paragraph), a two-page handbook (bullets drawn as discs and rings, as a
/// browser draws them) and a two-column newsletter under a full-width title. Every page has a running header and
/// a "Page N" footer.
enum LayoutCases {
    static let all = [procedure, handbook, newsletter]

    static let procedure = LayoutCase(
        name: "procedure",
        description: "One page, one column: title, two level-2 headings and a level-3 one, a bulleted list with "
            + "bullets set as text glyphs (• and ◦ one level in), a numbered list with a lettered sub-list, "
            + "interrupted by a paragraph and going on with 3.",
        header: "Northgate Office Operations Manual",
        pieces: [
            .title("Nightly Backup Procedure"),
            .paragraph("This procedure describes how the office file server is copied to the backup disks each "
                       + "night, and what to do when a copy fails. It applies to the server in the Northgate office "
                       + "and to the two removable disks kept in the fire safe."),
            .heading("Before you start", level: 2),
            .paragraph("Check the following before the office closes for the night:"),
            .list([
                .bullet("The server shows no warnings on its front panel."),
                .bullet("One of the two backup disks is connected to the server:"),
                .bullet("Disk A on Mondays, Wednesdays and Fridays", level: 1),
                .bullet("Disk B on Tuesdays and Thursdays", level: 1),
                .bullet("Nobody is still working on files in the shared drive, since open files are skipped by "
                        + "the copy and only saved on the following night."),
            ], bullets: .glyphs),
            .heading("Running the copy", level: 2),
            .paragraph("Follow these steps in order. Each of them takes a few minutes at most."),
            .list([
                .numbered(1, "Log in to the server console with the operations account."),
                .numbered(2, "Start the backup tool and choose the profile for tonight:"),
                .lettered("a", "Full copy on Fridays, with every folder included"),
                .lettered("b", "Changes only on the other weekdays"),
            ], bullets: .glyphs),
            .paragraph("The tool checks the disk before it writes anything. If it reports an error at this point, "
                       + "stop here and follow the advice in the next section."),
            .list([
                .numbered(3, "Wait for the progress bar to reach the end, then note the number of files copied "
                          + "in the log book."),
                .numbered(4, "Eject the disk, return it to the fire safe and lock the safe."),
            ], bullets: .glyphs),
            .heading("When a copy fails", level: 3),
            .paragraph("Write the error message in the log book and leave the disk connected. The duty engineer "
                       + "checks the log each morning at eight and will run the copy again before the office "
                       + "opens. Urgent problems can be reported on extension 2214."),
        ])

    static let handbook = LayoutCase(
        name: "handbook",
        description: "Two pages, one column: title, level-2 and level-3 headings, bulleted lists whose bullets "
            + "are drawn as vector discs (rings one level in) out of the text layer, as a browser prints them, "
            + "and a numbered list on the second page.",
        header: "Riverside House Handbook, 2024 edition",
        pieces: [
            .title("Welcome to Riverside House"),
            .paragraph("This handbook is for everyone who works at Riverside House, 40 Canal Street. It explains "
                       + "how the building works, what to expect in your first week and where to find help. "
                       + "Please read it before your first day and keep it for reference."),
            .heading("Your first week", level: 2),
            .paragraph("Your manager will meet you at reception at nine on your first morning. During the first "
                       + "week you will:"),
            .list([
                .bullet("Collect your pass from the facilities desk on the ground floor."),
                .bullet("Set up your laptop with the IT helpdesk, who will give you:"),
                .bullet("An account for e-mail and the intranet", level: 1),
                .bullet("A headset for calls and online meetings", level: 1),
                .bullet("Meet the other members of your team and agree a plan for your first month."),
                .bullet("Complete the fire safety briefing, which takes about half an hour and is held every "
                        + "Tuesday and Thursday afternoon."),
            ], bullets: .shapes),
            .heading("Building access", level: 3),
            .paragraph("The building is open from half past seven in the morning to seven in the evening on "
                       + "weekdays. Your pass opens the front door and the doors to the second floor. Visitors "
                       + "sign in at reception and must be met there by the person they are visiting."),
            .heading("Desks and meeting rooms", level: 3),
            .paragraph("There are sixty-four desks for eighty staff, so desks are booked through the intranet up "
                       + "to two weeks ahead. Each team has a home area near its storage cupboards."),
            .paragraph("Four meeting rooms are booked in the same way. Please release a booking as soon as you "
                       + "know that you no longer need the room."),
            .pageBreak,
            .heading("Working hours and leave", level: 2),
            .paragraph("Full-time staff work thirty-seven and a half hours a week. You may start at any time "
                       + "between half past seven and ten, agreed with your manager. To book annual leave:"),
            .list([
                .numbered(1, "Check the team calendar for days when others are already away."),
                .numbered(2, "Ask your manager, by e-mail, at least two weeks before the first day."),
                .numbered(3, "Enter the days in the leave system once your manager has agreed them."),
            ], bullets: .shapes),
            .heading("Sickness", level: 3),
            .paragraph("If you are too ill to work, tell your manager by half past nine on the first day. For "
                       + "an absence of more than seven days you will need a note from your doctor."),
            .list([
                .bullet("Phone rather than e-mail, so that your manager knows the message has arrived."),
                .bullet("Say when you expect to be back, if you know."),
                .bullet("Keep in touch at least once a week during a longer absence."),
            ], bullets: .shapes),
            .paragraph("Questions about this handbook should go to the facilities team at facilities@example.com "
                       + "or on extension 2214."),
        ])

    static let newsletter = LayoutCase(
        name: "newsletter",
        description: "One page in two balanced columns under a full-width title and introduction: headings, a "
            + "bulleted list (glyphs) in the first column, a paragraph running on from the first column into the "
            + "second, a numbered list in the second column.",
        header: "Canal Street Community Garden",
        pieces: [
            .title("Community Garden News, Spring 2024"),
            .paragraph("News from the garden committee for members and neighbours: the spring planting days, the "
                       + "new tool shed, and how to join the work days this season."),
            .columns(2),
            .heading("Spring planting", level: 2),
            .paragraph("The raised beds by the canal wall were dug over in March and are ready for planting. "
                       + "This year the committee has set aside two beds for the primary school, whose pupils "
                       + "will grow beans, peas and sunflowers."),
            .paragraph("Seed potatoes arrive in the first week of April. Members who ordered them can collect "
                       + "their bags from the shed on any Saturday morning."),
            .heading("What to bring", level: 3),
            .list([
                .bullet("Gloves and sturdy shoes"),
                .bullet("A water bottle, as the tap by the gate is still broken"),
                .bullet("Your own seedlings to share"),
            ], bullets: .glyphs),
            .heading("The new tool shed", level: 2),
            .paragraph("Thanks to a grant from the council, the old shed has been replaced by a larger one with a "
                       + "proper lock and shelves for every member. Keys are kept by the three committee members "
                       + "on duty each weekend, and a list of their names is pinned to the noticeboard by the "
                       + "gate. Please put every tool back where you found it and tell us about anything that "
                       + "is broken."),
            .heading("Work days", level: 2),
            .paragraph("Work days are held on the last Sunday of each month from ten until one. To take part:"),
            .list([
                .numbered(1, "Add your name to the sheet on the noticeboard."),
                .numbered(2, "Arrive by ten for the short briefing."),
                .numbered(3, "Sign out when you leave, so that we know who is still on site."),
            ], bullets: .glyphs),
            .heading("Contact", level: 3),
            .paragraph("Write to the committee at garden@example.org or leave a note in the box by the gate."),
        ])
}
