"""The heroes' side of Conan: one hero sheet per hero (gems, caps, the turn's
phases, wounds, stealth), a pack of the core played on the host beside the
Overlord's board."""
