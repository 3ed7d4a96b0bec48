`default_nettype none
// jh256_datapath: JH-256 in the rotating bit-slice layout, one 16-bit chunk of every
// state word a clock cycle (32 S-boxes, 16 L), the state in distributed RAM.
//
// Rotating layout (README.md): in round r, bit-slice position p of a word sits at
// physical position q = rotr7(p, r mod 7) = {chunk, lane}.  There P8 is W_0 on the
// odd words (wiring) and the round constant of chunk c is bits 32c..32c+31 of C_r.
// The result of chunk c goes to the next round's chunks {0, c[2:1]} (its even lanes)
// and {1, c[2:1]} (its odd lanes), half c[0] of each.  So the results of the chunk
// pair 2c', 2c'+1 make two whole chunks, which are written one after the other:
//
//   cycle t     issue chunk c (read every word's chunk; constant piece)
//   cycle t+1   S-boxes, L; even c: keep the halves (ea, oa); odd c: latch the two
//               whole chunks wd1 = {ea, ev}, wd2 = {oa, od}
//   t+2, t+3    write wd1 to chunk {0, c'}, wd2 to chunk {1, c'} (ping-pong bank)
//
// Each state word is one 16 x 16 RAM (entry {bank, chunk}).  The message is XORed
// in on the way out of the last round (c_slow), which runs at half speed so that one
// 64-bit message RAM serves both operands: each chunk is written in two cycles, first
// h4..h7 ^ M_N (the feed-forward of F8), then h0..h3 ^ M_{N+1} (the next block's
// input).  The operand m_q is zero outside these writes (a flip-flop clear), so the
// XOR sits in the write multiplexer's LUT.  A zero pass (c_zero) writes H(-1).
module jh256_datapath #(
    parameter MEM = "logic",      // round constants: "bram" (table in the block RAM) or "logic" (generated)
    parameter integer ROUND2 = 0  // 1: JH round 2, whose last round is the S-box layer only
) (
    input  wire        clk,
    // message load
    input  wire [15:0] in_data,
    input  wire        c_mwe,
    input  wire [1:0]  c_mword,
    input  wire [3:0]  c_mwaddr,
    // rounds
    input  wire        c_issue,
    input  wire [2:0]  c_chunk,
    input  wire        c_odd,     // the chunk's role in its pair: 1 = second (JH42: c_chunk[0])
    input  wire        c_rbank,
    input  wire [5:0]  c_round,
    input  wire        c_first,
    input  wire        c_slow,
    input  wire        c_zero,
    input  wire        c_ivbit,
    input  wire [3:0]  c_mraddr,
    input  wire        c_mgate,
    input  wire        c_msel,    // jh256_r2-bram: the block RAM reads message (c_mraddr, c_mpair)
    input  wire        c_mpair,   // ... words 2 c_mpair and 2 c_mpair + 1
    input  wire        c_osel,
    output wire [15:0] digest_word
);
    // jh256_r2-bram keeps the message blocks in the block RAM beside the constants
    localparam RB = (ROUND2 != 0) && (MEM == "bram");

    // ------------------------------------------------------------------ round constants
    wire [31:0] rc;                          // bits 32c..32c+31 of C_r, one cycle later
    wire [8:0]  rc_a, rc_wa;                 // the block RAM ("bram"; unused and removed for "logic")
    wire        rc_we;
    wire [31:0] rc_wd, rc_q;
    jh256_rc_rom #(.MEM("bram"), .WR(RB ? 1 : 0)) u_rc (
        .clk(clk), .addr(rc_a), .q(rc_q), .we(rc_we), .waddr(rc_wa), .wdata(rc_wd)
    );
    generate
        if (RB) begin : g_ram
            // constants C_0..C_35 at {r, c}; message entries {4'b1001, bank, chunk, pair}
            // = {word 2 pair, word 2 pair + 1} of the chunk (a FIFO of 8 chunks pairs the
            // words as they arrive); reads of 4'b1011... (unused table entries) give zeros
            reg [15:0] fifo [0:7];
            integer f;
            always @(posedge clk)
                if (c_mwe) begin
                    for (f = 7; f > 0; f = f - 1) fifo[f] <= fifo[f-1];
                    fifo[0] <= in_data;
                end
            assign rc_a  = c_msel ? {2'b10, !c_mgate, 1'b1, c_mraddr, c_mpair} : {c_round, c_chunk};
            assign rc_we = c_mwe && c_mword[0];
            assign rc_wa = {4'b1001, c_mwaddr, c_mword[1]};
            assign rc_wd = {fifo[7], in_data};
            assign rc    = rc_q;
            wire unused_rc = &{1'b0, c_first};
        end else if (MEM == "bram") begin : g_rom
            // the table of all 42 constants in the block RAM
            assign rc_a  = {c_round, c_chunk};
            assign rc_we = 1'b0;
            assign rc_wa = 9'd0;
            assign rc_wd = 32'd0;
            assign rc    = rc_q;
            wire unused_rc = &{1'b0, c_first, c_msel, c_mpair};
        end else begin : g_gen
            // generated on the fly (R6 on 32 bits a cycle), 32 words of distributed RAM
            wire [7:0] unused_round = {c_round, c_msel, c_mpair};
            wire [31:0] unused_rcq = rc_q;
            assign rc_a  = 9'd0;
            assign rc_we = 1'b0;
            assign rc_wa = 9'd0;
            assign rc_wd = 32'd0;
            jh256_rcgen #(.MEM("logic")) u_gen (
                .clk(clk), .issue(c_issue), .chunk(c_chunk), .first(c_first), .rbank(c_rbank), .rc(rc)
            );
        end
    endgenerate
    reg [15:0] ce, co;
    integer l;
    always @* begin
        for (l = 0; l < 16; l = l + 1) begin
            ce[15-l] = rc[31-2*l];
            co[15-l] = rc[30-2*l];
        end
    end

    // ------------------------------------------------------------------ compute stage flags
    reg       v1_q, odd1_q, c01_q, wb1_q, slow1_q, zero1_q, osel_q, ivb_q, iv_q, mg_q;
    reg [1:0] cp1_q;
    always @(posedge clk) begin
        v1_q    <= c_issue;
        odd1_q  <= c_odd;
        c01_q   <= c_chunk[0];
        cp1_q   <= c_chunk[2:1];
        wb1_q   <= ~c_rbank;
        slow1_q <= c_slow;
        zero1_q <= c_zero;
        osel_q  <= c_osel;
        ivb_q   <= c_ivbit;
        iv_q    <= ivb_q;                    // H(-1) = 0x0100 || 0...: bit 8 of chunk 0 of h0
        mg_q    <= c_mgate;
    end

    // ------------------------------------------------------------------ message RAM
    // word i of the block (h_i's bits), entry {bank, chunk}; operand m_q two cycles
    // after its address
    reg  [15:0] m_q [0:3];
    genvar gi;
    generate
        if (RB) begin : g_mb
            // jh256_r2-bram: two words a read from the block RAM, kept until the half
            // round ends
            reg mld_q, mpr_q;
            always @(posedge clk) begin
                mld_q <= c_msel;
                mpr_q <= c_mpair;
            end
            for (gi = 0; gi < 4; gi = gi + 1) begin : g_m
                localparam integer PR = gi / 2;
                always @(posedge clk)
                    if (!slow1_q) m_q[gi] <= 16'd0;
                    else if (mld_q && (mpr_q == PR[0])) m_q[gi] <= (gi % 2 == 0) ? rc[31:16] : rc[15:0];
            end
            wire unused_mb = &{1'b0, mg_q};
        end else begin : g_mr
            for (gi = 0; gi < 4; gi = gi + 1) begin : g_msg
                wire [15:0] mr;
                localparam [1:0] IDX = gi;
                lw_ram_sdp #(.DEPTH(16), .DW(16), .STYLE("logic")) u_m (
                    .clk(clk), .we(c_mwe && (c_mword == IDX)), .waddr(c_mwaddr), .wdata(in_data),
                    .re(1'b1), .raddr(c_mraddr), .rdata(mr)
                );
                always @(posedge clk) m_q[gi] <= mg_q ? mr : 16'd0;
            end
        end
    endgenerate

    // ------------------------------------------------------------------ write sequencer
    // fast: step 0 wd1 (all words), step 1 wd2; slow: 0 wd1 hi, 1 wd1 lo, 2 wd2 hi, 3 wd2 lo
    reg       wact_q, wslow_q, wwb_q;
    // round 2's half round (slow): chunk c is read twice (L passes the S-box outputs
    // through, lanes reordered) and written back to chunk c as {wd1 hi, wd2 lo}
    // (= the S-box outputs in their own lanes): 0 words h4..h7, 1 words h0..h3
    // (jh256_r2-bram: steps 2 and 4, after the message words have come from the block RAM)
    localparam integer WSB = RB ? 2 : 1;
    localparam integer WS_H = RB ? 2 : 0, WS_L = RB ? 4 : 1;
    reg [WSB:0] ws_q;
    reg [1:0] wcp_q;
    reg       wc0_q;
    wire      r2h   = (ROUND2 != 0) && wslow_q;
    wire      wlast = r2h ? (ws_q == WS_L[WSB:0]) : (wslow_q ? (ws_q == 3) : (ws_q == 1));
    wire      half1 = (ROUND2 != 0) && slow1_q;
    wire      load_w = v1_q && odd1_q;
    always @(posedge clk) begin
        if (load_w) begin
            wact_q  <= 1'b1;
            ws_q    <= 0;
            wslow_q <= slow1_q;
            wwb_q   <= wb1_q;
            wcp_q   <= cp1_q;
            wc0_q   <= c01_q;
        end else if (wact_q) begin
            ws_q <= ws_q + 1'b1;
            if (wlast) wact_q <= 1'b0;
        end
    end
    wire       wsel  = wslow_q ? ws_q[1] : ws_q[0];  // 0: wd1 (chunk {0,c'}), 1: wd2
    wire       wsel_h = !r2h && wsel;                 // bits 15..8: round 2's half round wd1
    wire       wsel_l = r2h || wsel;                  // bits 7..0: ... wd2
    wire       we_hi = wact_q && (r2h ? (ws_q == WS_H[WSB:0]) : (!wslow_q || !ws_q[0]));
    wire       we_lo = wact_q && (r2h ? (ws_q == WS_L[WSB:0]) : (!wslow_q || ws_q[0]));
    wire [3:0] waddr = r2h ? {wwb_q, wcp_q, wc0_q} : {wwb_q, wsel, wcp_q};

    // ------------------------------------------------------------------ state RAM
    wire [15:0] h [0:7];
    wire [15:0] s0, s1, s2, s3, s4, s5, s6, s7;
    wire [7:0]  ev [0:7], od [0:7];          // round results: even / odd lanes of a chunk
    wire [3:0]  raddr = {c_rbank, c_chunk};
    generate
        for (gi = 0; gi < 8; gi = gi + 1) begin : g_state
            reg  [7:0]  ea_q, oa_q;
            reg  [15:0] wd1_q, wd2_q;
            always @(posedge clk) begin
                if (v1_q && !odd1_q) begin
                    ea_q <= ev[gi];
                    oa_q <= od[gi];
                end
                if (load_w) begin
                    wd1_q <= zero1_q ? 16'd0 : {ea_q, ev[gi]};
                    wd2_q <= zero1_q ? 16'd0 : {oa_q, od[gi]};
                end
            end
            wire [15:0] wd = {wsel_h ? wd2_q[15:8] : wd1_q[15:8], wsel_l ? wd2_q[7:0] : wd1_q[7:0]}
                             ^ m_q[gi % 4]
                             ^ ((gi == 0 && iv_q) ? 16'h0100 : 16'd0);
            lw_ram_sdp #(.DEPTH(16), .DW(16), .STYLE("logic")) u_s (
                .clk(clk), .we((gi < 4) ? we_lo : we_hi), .waddr(waddr), .wdata(wd),
                .re(1'b1), .raddr(raddr), .rdata(h[gi])
            );
        end
    endgenerate

    assign digest_word = osel_q ? h[7] : h[6];

    // ------------------------------------------------------------------ round function
    jh256_sbox u_se (.x({h[0], h[2], h[4], h[6]}), .c(ce), .y({s0, s2, s4, s6}));
    jh256_sbox u_so (.x({h[1], h[3], h[5], h[7]}), .c(co), .y({s1, s3, s5, s7}));

    wire [15:0] t [0:7];
    jh256_lmix #(.BYP(ROUND2)) u_l (.x({s0, s1, s2, s3, s4, s5, s6, s7}), .byp(half1),
                    .y({t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7]}));

    // P8 = W_0 on the odd words (their even and odd lanes trade places), then the
    // rotation, which splits each chunk into its even and odd lanes
    function [7:0] lanes;                    // lanes 2m + o, m = 0..7, of a chunk
        input [15:0] x;
        input        o;
        integer      m;
        begin
            for (m = 0; m < 8; m = m + 1) lanes[7-m] = o ? x[14-2*m] : x[15-2*m];
        end
    endfunction
    generate
        for (gi = 0; gi < 8; gi = gi + 1) begin : g_out
            localparam ODD = (gi % 2 == 1);
            assign ev[gi] = lanes(t[gi], ODD);
            assign od[gi] = lanes(t[gi], !ODD);
        end
    endgenerate
endmodule

`default_nettype wire
