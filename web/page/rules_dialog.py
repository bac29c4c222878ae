"""The rules view: opened over the game from the Rules button, a refusal or a word in a panel.

The prose of the current language is fetched the first time the rules are opened (and again after a
language switch), never at start-up. Three tabs: the one-screen quick reference, the full rules
(opened at the section asked for) and this game's own figures (web/screens/rules_help.py), drawn
again whenever the screen moves on to another position while the rules are open, and the
page's keys (web/screens/shortcuts.py, opened with "?"). The tabs follow the WAI-ARIA tabs
pattern: one tab stop, Left and Right (Home, End) choose the tab and move the focus with it.
"""

from __future__ import annotations

from web.browser import dom, events, services
from web.browser.events import PageEvent
from web.page.context import PageContext
from web.page.keys import character_keys_on
from web.page.kinds import Dialog
from web.page.part import Part
from web.page.tasks import spawn
from web.screens.rules_help import OWN_TABS, Tab, context_html, rules_url, tab_after, tab_of
from web.screens.rules_topics import RulesTopic
from web.screens.shortcuts import keys_html


class RulesDialog(Part):
    def __init__(self, page: PageContext) -> None:
        super().__init__(page)
        self.session = page.session
        self.questions = page.questions
        self.loaded: str | None = None  # the language whose prose is in the page
        self.tab = Tab.QUICK
        self.topic: RulesTopic = RulesTopic.QUICK

    def wire(self) -> None:
        events.on("btn-rules", "click", lambda _e: self.open(RulesTopic.QUICK))
        events.on("rules-tabs", "click", self.on_tab_click, data=("tab",))
        events.on("rules-tabs", "keydown", self.on_tab_key)
        events.on("btn-close-rules", "click", lambda _e: dom.close_dialog(Dialog.RULES))
        events.on_document("click", self.on_topic_click, data=("topic",))

    def on_topic_click(self, event: PageEvent) -> None:
        """A link to a rule anywhere on the page (``data-topic``) opens the rules there."""
        topic = event.data.get("topic")
        if topic:
            self.open(topic)

    def open(self, topic: str) -> None:
        """Show the rules at ``topic`` (a section id; anything else opens the quick reference)."""
        self.topic = RulesTopic(topic) if topic in RulesTopic else RulesTopic.QUICK
        self.tab = tab_of(self.topic)
        self.questions.ask(Dialog.RULES, self.follow_position)
        spawn(self.show())

    def open_keys(self) -> None:
        """Show the page's keys ("?" anywhere: web/page/keys.py), the focus on their tab, so
        the arrows go on to the other tabs from there."""
        self.tab, self.topic = Tab.KEYS, RulesTopic.QUICK
        self.questions.ask(Dialog.RULES, self.follow_position)
        dom.focus(f"tab-{Tab.KEYS.value}")
        spawn(self.show())

    def follow_position(self) -> None:
        """Another position is on screen: this game's figures follow it."""
        self.questions.ask(Dialog.RULES, self.follow_position)
        if self.tab is Tab.GAME:
            dom.set_html("rules-context", context_html(self.session.game, self.page.text))

    def retext(self) -> None:
        if dom.is_open(Dialog.RULES):
            spawn(self.show())

    def on_tab_click(self, event: PageEvent) -> None:
        tab = event.data.get("tab")
        if tab in Tab:
            self.tab = Tab(tab)
            self.topic = RulesTopic.QUICK if self.tab is Tab.QUICK else RulesTopic.GOAL
            spawn(self.show())

    def on_tab_key(self, event: PageEvent) -> bool:
        """Left, Right, Home and End choose a tab, which takes the focus (the tab list is one
        tab stop); the key is then the tab list's, not the page's."""
        tab = tab_after(self.tab, event.key or "")
        if tab is None:
            return False
        self.tab = tab
        self.topic = RulesTopic.QUICK if tab is Tab.QUICK else RulesTopic.GOAL
        dom.focus(f"tab-{tab.value}")
        spawn(self.show())
        return True

    async def show(self) -> None:
        text = self.page.text
        if self.loaded != text.language:
            dom.set_attr("rules-body", "data-state", "loading")
            dom.set_text("rules-body", text("rules.loading"))
            prose = await services.fetch_text(rules_url(text.language))
            if prose is None:
                dom.set_text("rules-body", text("rules.unavailable"))
                dom.set_attr("rules-body", "data-state", "failed")
                return
            dom.set_html("rules-body", prose)
            self.loaded = text.language
        own = self.tab in OWN_TABS
        if self.tab is Tab.KEYS:
            dom.set_html("rules-context", keys_html(text, character_keys_on()))
        elif own:
            dom.set_html("rules-context", context_html(self.session.game, text))
        self.mark_tabs(own)
        dom.set_attr("rules-body", "data-tab", self.tab.value)
        dom.set_hidden("rules-body", own)
        dom.set_hidden("rules-context", not own)
        dom.set_attr("rules-body", "data-topic", self.topic.value)
        dom.set_attr("rules-body", "data-state", "ready")
        if not own:
            dom.show_section("rules-body", self.topic.value)

    def mark_tabs(self, own: bool) -> None:
        """The chosen tab is selected and the one tab stop; the panel shown is labelled by it."""
        panel = "rules-context" if own else "rules-body"
        for tab in Tab:
            chosen = tab is self.tab
            dom.set_attr(f"tab-{tab.value}", "aria-selected", "true" if chosen else "false")
            dom.set_attr(f"tab-{tab.value}", "tabindex", "0" if chosen else "-1")
            dom.set_attr(f"tab-{tab.value}", "aria-controls", panel)
        dom.set_attr(panel, "aria-labelledby", f"tab-{self.tab.value}")
