"""The fits behind the learned evaluation (tools/research/fit_evaluation.py), in numpy.

A conditional logit for who wins (a softmax over the seats of each seat's score) and a ridge
regression for each seat's final margin, both on standardised inputs with a small L2 penalty,
and both with a weight per position, so that games of one kind can count more than their
number (``fit --strong-share``).
"""

from __future__ import annotations

import numpy as np


def fit_logit(
    design: np.ndarray, result: np.ndarray, l2: float, sample: np.ndarray | None = None
) -> np.ndarray:
    """Weights of the conditional logit, by Newton's method on standardised inputs; each
    position counts ``sample`` times (once when ``None``)."""
    scale = design.reshape(-1, design.shape[2]).std(axis=0)
    scale[scale == 0] = 1
    z = design / scale
    weights = np.zeros(z.shape[2])
    count = len(z)
    sample = np.ones(count) if sample is None else sample
    for _ in range(30):
        p = softmax(z @ weights)
        mean = np.einsum("ps,psk->pk", p, z)
        gradient = np.einsum("p,ps,psk->k", sample, p - result, z) / count + l2 * weights / count
        weighted = (z * np.sqrt(p * sample[:, None])[:, :, None]).reshape(-1, z.shape[2])
        hessian = (weighted.T @ weighted - (mean * sample[:, None]).T @ mean) / count
        hessian += l2 * np.eye(len(weights)) / count
        step = np.linalg.solve(hessian, gradient)
        weights -= step
        if np.abs(step).max() < 1e-7:
            break
    return weights / scale


def fit_margin(
    design: np.ndarray,
    late: np.ndarray,
    margin: np.ndarray,
    l2: float,
    sample: np.ndarray | None = None,
) -> np.ndarray:
    """Ridge regression of the final margin on a constant, progress and the design; each
    position counts ``sample`` times (once when ``None``)."""
    full = margin_design(design, late)
    rows = np.ones(len(full)) if sample is None else np.repeat(sample, design.shape[1])
    scale = full.std(axis=0)
    scale[0] = 1
    scale[scale == 0] = 1
    z = full / scale
    penalty = l2 * np.eye(z.shape[1])
    penalty[0, 0] = 0
    weighted = z * rows[:, None]
    weights = np.linalg.solve(weighted.T @ z + penalty, weighted.T @ margin.reshape(-1))
    return weights / scale


def margin_design(design: np.ndarray, late: np.ndarray) -> np.ndarray:
    """One row per seat and position: 1, progress, then the design."""
    rows = design.reshape(-1, design.shape[2])
    progress = np.repeat(late, design.shape[1])
    return np.column_stack([np.ones(len(rows)), progress, rows])


def softmax(scores: np.ndarray) -> np.ndarray:
    e = np.exp(scores - scores.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)
