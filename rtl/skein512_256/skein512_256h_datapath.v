// skein512_256h_datapath: Threefish-512 half a round a cycle (two 64-bit MIX), the
// subkey added in front of the two MIX on the four words they take (skein512_256-large).
//
//   lanes k = 0..3:   T_k = A_k + KS_k      A = S[0..3], or in round 0 the plaintext
//                                           half (words 0..3, then 4..7); KS = subkey
//                                           half or 0
//   unit 0:  (T0, T1) -> y0 = T0 + T1, y1 = (T1 <<< r0) ^ y0     (MIX 0, then MIX 2)
//   unit 1:  (T2, T3) -> same with r1                            (MIX 1, then MIX 3)
//
// The state S (eight words) slides: in the first half S[0..3] <= S[4..7] and the four
// results go to S[4..7]; the second half writes the permuted round, so only S[2] and
// S[3] choose their input (README, "skein512_256-large").  The key (chaining value)
// is a ring K of nine words that turns by four words at a time (pure wiring): seven
// turns per four rounds move it by 28 = 1 mod 9 words, one subkey, so the subkey
// halves are always read at K[1..4].  The feed-forward enters at K[5..8], the parity
// word at K[5].  Q gathers the next block, P holds the block being hashed.
`default_nettype none
module skein512_256h_datapath #(
    parameter integer VERSION = 13          // 13: Skein 1.3, 12: Skein 1.2 (round 2)
) (
    input  wire        clk,
    input  wire        rst,
    input  wire [63:0] in_data,             // message word, first byte in the MSB
    input  wire        in_take,             // ... shifts into Q
    input  wire        c_iv,                // K <= IV (with its parity word)
    input  wire        c_start,             // P <= Q, or 0 with c_zero
    input  wire        c_zero,
    input  wire        c_first,             // the lanes read P, not S (round 0)
    input  wire        c_hi,                // second half of a round: P's words 4..7
    input  wire        c_run,               // S slides / takes the MIX results
    input  wire        c_form,              // KS <= K[1..4] + {c_s, tw6, tw5, 0}, else 0
    input  wire        c_turn,              // K turns by four words
    input  wire        c_fin,               // ... with K[5..8] <= T ^ P (feed-forward)
    input  wire        c_par,               // ... with K[5] <= C240 ^ K[1] ^ .. ^ K[8]
    input  wire [5:0]  c_r0,                // rotation of unit 0
    input  wire [5:0]  c_r1,                // rotation of unit 1
    input  wire [4:0]  c_s,                 // subkey number (0 in the first half)
    input  wire [38:0] c_tw5,               // tweak added to lane 1: {bits 63..55, bits 29..0}
    input  wire [38:0] c_tw6,               // ... to lane 2
    output wire [63:0] digest_word          // K[1], bytes in message order
);
    localparam [63:0] C240 = (VERSION == 12) ? 64'h5555555555555555 : 64'h1BD11BDAA9FC1A22;
    // chaining value after the configuration block (Skein-512-256), word i at bits
    // 64 i, word 8 its parity (the values of the sibling datapaths)
    localparam [575:0] IV13 = {
        64'hb69d3cfcc73a4e2a, 64'h3eedba1833edfc13, 64'hc36fbaf9393ad185,
        64'he7a436cdc4746251, 64'hec06025e74dd7683, 64'h2a2767a4ae9b94db,
        64'h55aea0614f816e6f, 64'he83590301a79a9eb, 64'hccd044a12fdb3e13
    };
    localparam [575:0] IV12 = {
        64'hc273a79f5ad5e6c2, 64'h7fe63d9bf94edeb8, 64'hafb7174bbd8feee9,
        64'h8d5a3e904b1be9c8, 64'hc962dc0fc0046f2c, 64'h1d2117356504425a,
        64'he1a21465ee3fe124, 64'h7a6dac64c047c2b0, 64'h85a195b18b2264ec
    };
    localparam [575:0] IVW = (VERSION == 12) ? IV12 : IV13;
    // in the ring, position j holds word j - 1 and position 0 the parity word
    localparam [575:0] IVR = {IVW[511:0], IVW[575:512]};

    function [63:0] bswap(input [63:0] x);
        bswap = {x[7:0], x[15:8], x[23:16], x[31:24], x[39:32], x[47:40], x[55:48], x[63:56]};
    endfunction
    reg  [511:0] q_q, p_q, s_q;
    reg  [255:0] ks_q;
    reg  [575:0] k_q;

    // ---------------------------------------------------------------- next block, plaintext
    // Q shifts in little-endian words: after a block, word i sits at bits 64 (7 - i)
    always @(posedge clk) begin
        if (in_take) q_q <= {q_q[447:0], bswap(in_data)};
        if (c_start) p_q <= c_zero ? 512'd0 : q_q;
    end
    wire [255:0] plo = {p_q[256 +: 64], p_q[320 +: 64], p_q[384 +: 64], p_q[448 +: 64]};
    wire [255:0] phi = {p_q[0 +: 64], p_q[64 +: 64], p_q[128 +: 64], p_q[192 +: 64]};
    wire [255:0] ph  = c_hi ? phi : plo;     // plaintext words of this half, lane k at 64 k

    // ---------------------------------------------------------------- lanes: injection
    wire [255:0] a = c_first ? ph : s_q[255:0];
    wire [255:0] t;
    genvar gi;
    generate
        for (gi = 0; gi < 4; gi = gi + 1) begin : g_inj
            assign t[64 * gi +: 64] = a[64 * gi +: 64] + ks_q[64 * gi +: 64];
        end
    endgenerate

    // ---------------------------------------------------------------- two MIX
    // y0 = x0 + x1, y1 = (x1 <<< r) ^ y0: the rotation as six stages of 2:1
    // multiplexers (skein512_256_rot_stage, kept in the hierarchy: one LUT4 per bit,
    // the last stage with the xor; flattened, synthesis merges them into wide
    // multiplexers)
    wire [127:0] uy0, uy1;
    generate
        for (gi = 0; gi < 2; gi = gi + 1) begin : g_mix
            wire [63:0] x0 = t[128 * gi +: 64], x1 = t[128 * gi + 64 +: 64];
            wire [5:0]  r  = (gi == 0) ? c_r0 : c_r1;
            wire [63:0] y0 = x0 + x1;
            wire [63:0] v0, v1, v2, v3, v4, v5;
            skein512_256_rot_stage #(.N(64)) u_r0 (.a(x1), .b({x1[62:0], x1[63]}),
                .s(r[0]), .clr(1'b0), .z(64'd0), .y(v0));
            skein512_256_rot_stage #(.N(64)) u_r1 (.a(v0), .b({v0[61:0], v0[63:62]}),
                .s(r[1]), .clr(1'b0), .z(64'd0), .y(v1));
            skein512_256_rot_stage #(.N(64)) u_r2 (.a(v1), .b({v1[59:0], v1[63:60]}),
                .s(r[2]), .clr(1'b0), .z(64'd0), .y(v2));
            skein512_256_rot_stage #(.N(64)) u_r3 (.a(v2), .b({v2[55:0], v2[63:56]}),
                .s(r[3]), .clr(1'b0), .z(64'd0), .y(v3));
            skein512_256_rot_stage #(.N(64)) u_r4 (.a(v3), .b({v3[47:0], v3[63:48]}),
                .s(r[4]), .clr(1'b0), .z(64'd0), .y(v4));
            skein512_256_rot_stage #(.N(64), .XOR(1)) u_r5 (.a(v4), .b({v4[31:0], v4[63:32]}),
                .s(r[5]), .clr(1'b0), .z(y0), .y(v5));
            assign uy0[64 * gi +: 64] = y0;
            assign uy1[64 * gi +: 64] = v5;
        end
    endgenerate
    wire [63:0] u0y0 = uy0[0 +: 64], u0y1 = uy1[0 +: 64];
    wire [63:0] u1y0 = uy0[64 +: 64], u1y1 = uy1[64 +: 64];

    // first half (MIX 0, 1 -> y0 .. y3):  S[0..3] <= S[4..7], S[4..7] <= y2, y1, y0, y3
    // second half (MIX 2, 3 -> y4 .. y7): S <= y2, y1, y4, y7, y6, y5, y0, y3, the
    // round's output permuted (word i = y[pi(i)], pi = 2, 1, 4, 7, 6, 5, 0, 3)
    always @(posedge clk) begin
        if (c_run) begin
            s_q[0 +: 64]   <= s_q[256 +: 64];
            s_q[64 +: 64]  <= s_q[320 +: 64];
            s_q[256 +: 64] <= u1y0;
            s_q[320 +: 64] <= u0y1;
            if (c_hi) begin
                s_q[128 +: 64] <= u0y0;
                s_q[192 +: 64] <= u1y1;
            end else begin
                s_q[128 +: 64] <= s_q[384 +: 64];
                s_q[192 +: 64] <= s_q[448 +: 64];
                s_q[384 +: 64] <= u0y0;
                s_q[448 +: 64] <= u1y1;
            end
        end
    end

    // ---------------------------------------------------------------- key schedule
    wire [63:0] tw5 = {c_tw5[38:30], 25'd0, c_tw5[29:0]};
    wire [63:0] tw6 = {c_tw6[38:30], 25'd0, c_tw6[29:0]};
    always @(posedge clk) begin
        if (c_form) ks_q <= {k_q[256 +: 64] + {59'd0, c_s}, k_q[192 +: 64] + tw6,
                             k_q[128 +: 64] + tw5, k_q[64 +: 64]};
        else        ks_q <= 256'd0;
    end

    reg [63:0] par;
    integer i;
    always @(*) begin
        par = C240;
        for (i = 1; i < 9; i = i + 1) par = par ^ k_q[64 * i +: 64];
    end
    wire [255:0] fw = t ^ ph;                // the feed-forward: the new chaining value
    always @(posedge clk) begin
        if (rst || c_iv) begin
            k_q <= IVR;
        end else if (c_turn) begin
            // K[j] <= K[(j + 4) mod 9]
            k_q <= {k_q[255:0], k_q[575:256]};
            if (c_fin) k_q[575:320] <= fw;
            if (c_par) k_q[320 +: 64] <= par;
        end
    end
    assign digest_word = bswap(k_q[64 +: 64]);
endmodule

`default_nettype wire
