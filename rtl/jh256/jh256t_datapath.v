`default_nettype none
// The datapath: the 1024-bit state h0..h7 (bit-slice form of lwhash/ref/jh.py) in
// eight word RAMs and the message block in four, processed one slice of 16 bit
// positions (one 16-bit chunk of every word) per clock cycle.
//
// A chunk of every word is read (registered RAM read), goes through the round
// function -- 32 four-bit S-boxes, 16 L transforms, the swap W_k of the odd words
// where it stays inside the chunk -- and is written back to the same entries in the
// next cycle.  Swaps across chunks (W_4, W_5, W_6) are not done on the data: the odd
// words are kept with their chunk index XORed by c_mhi, which the controller toggles
// instead (see README.md).
module jh256t_datapath #(
    parameter         MEM    = "logic",   // round-constant ROM: "bram" or "logic"
    parameter integer ROUND2 = 0          // 1: JH round 2 (35.5 rounds), 0: JH42
) (
    input  wire        clk,
    // message load: one 16-bit chunk per cycle
    input  wire [15:0] in_data,
    input  wire        c_mwe,      // write in_data ...
    input  wire [1:0]  c_mword,    // ... to message word c_mword (h0..h3 of the block)
    input  wire [3:0]  c_mwaddr,   // ... entry {bank, chunk}
    // rounds and digest output
    input  wire        c_issue,    // read chunk c_chunk of every word; write the result next cycle
    input  wire [2:0]  c_chunk,    // logical chunk (0 = bits 0..15, the most significant)
    input  wire [2:0]  c_mhi,      // odd words live at physical chunk = logical chunk ^ c_mhi
    input  wire        c_iv,       // read the state from the H(0) entries
    input  wire        c_mbank,    // message bank of the block being compressed
    input  wire [5:0]  c_round,
    input  wire [2:0]  c_k,        // round mod 7: the odd words get W_k
    input  wire        c_first,    // round 0: h0..h3 ^= M on the way in
    input  wire        c_last,     // last round: h4..h7 ^= M on the way out
    input  wire        c_half,     // round-2 JH final half round: S-boxes only
    input  wire        c_osel,     // digest chunk read now comes from h7 (1) or h6 (0)
    output wire [15:0] digest_word
);
    // ------------------------------------------------------------------ round constants
    wire [31:0] rc;                          // {even-word bits, odd-word bits}, one cycle later
    jh256t_rc_rom #(.MEM(MEM), .ROUND2(ROUND2)) u_rc (
        .clk(clk), .addr({c_round, c_chunk}), .q(rc)
    );

    // ------------------------------------------------------------------ pipeline registers
    reg       v_q;                           // a result is due this cycle
    reg [2:0] wev_q, wod_q;                  // where it goes: even / odd words
    reg       first_q, last_q, half_q, osel_q;
    reg [1:0] k_q;                           // W_k inside the chunk (k = 0..3) ...
    reg       pass_q;                        // ... or none (k >= 4, half round)
    always @(posedge clk) begin
        v_q     <= c_issue;
        wev_q   <= c_chunk;
        wod_q   <= c_chunk ^ c_mhi;
        first_q <= c_first;
        last_q  <= c_last;
        half_q  <= c_half;
        k_q     <= c_k[1:0];
        pass_q  <= c_k[2] || c_half;
        osel_q  <= c_osel;
    end

    // ------------------------------------------------------------------ memories
    // The last round of a block leaves odd result chunks at logical chunk ^ (chunk
    // swap of that round); the message chunk they need is read from there.
    wire [2:0] xswap   = (c_k[2] && !c_half) ? (3'd1 << c_k[1:0]) : 3'd0;
    wire [2:0] m_odd_a = c_last ? (c_chunk ^ xswap) : c_chunk;

    wire [15:0] h [0:7];                     // state chunks read
    wire [15:0] m [0:3];                     // message chunks read
    reg  [15:0] y [0:7];                     // round results
    genvar gi;
    generate
        for (gi = 0; gi < 8; gi = gi + 1) begin : g_state
            localparam ODD = (gi % 2 == 1);
            wire [2:0] ra = ODD ? (c_chunk ^ c_mhi) : c_chunk;
            wire [2:0] wa = ODD ? wod_q : wev_q;
            jh256t_state_ram #(.ROUND2(ROUND2), .WORD(gi)) u_ram (
                .clk(clk), .we(v_q), .waddr({1'b0, wa}), .wdata(y[gi]),
                .raddr({c_iv, ra}), .rdata(h[gi])
            );
        end
        for (gi = 0; gi < 4; gi = gi + 1) begin : g_msg
            localparam       ODD = (gi % 2 == 1);
            localparam [1:0] IDX = gi;
            wire [2:0] ra = ODD ? m_odd_a : c_chunk;
            lw_ram_sdp #(.DEPTH(16), .DW(16), .STYLE("logic")) u_ram (
                .clk(clk), .we(c_mwe && (c_mword == IDX)), .waddr(c_mwaddr), .wdata(in_data),
                .re(1'b1), .raddr({c_mbank, ra}), .rdata(m[gi])
            );
        end
    endgenerate

    assign digest_word = osel_q ? h[7] : h[6];

    // ------------------------------------------------------------------ round function
    // h0..h3 ^= M on the way into round 0
    wire [63:0] mx = first_q ? {m[0], m[1], m[2], m[3]} : 64'd0;
    wire [15:0] x0 = h[0] ^ mx[63:48];
    wire [15:0] x1 = h[1] ^ mx[47:32];
    wire [15:0] x2 = h[2] ^ mx[31:16];
    wire [15:0] x3 = h[3] ^ mx[15:0];

    // S-boxes: the even words with the even constant bits, the odd words with the odd
    wire [15:0] s0, s1, s2, s3, s4, s5, s6, s7;
    jh256_sbox u_se (.x({x0, x2, h[4], h[6]}), .c(rc[31:16]), .y({s0, s2, s4, s6}));
    jh256_sbox u_so (.x({x1, x3, h[5], h[7]}), .c(rc[15:0]),  .y({s1, s3, s5, s7}));

    // L on every (even, odd) element pair; round-2 JH's half round stops before it
    wire [15:0] l0, l1, l2, l3, l4, l5, l6, l7;
    jh256_lmix u_l (.x({s0, s1, s2, s3, s4, s5, s6, s7}), .y({l0, l1, l2, l3, l4, l5, l6, l7}));
    wire [127:0] t = half_q ? {s0, s1, s2, s3, s4, s5, s6, s7} : {l0, l1, l2, l3, l4, l5, l6, l7};

    // P8: the swap W_k of the odd words (pass_q for k >= 4 and the half round)
    wire [15:0] p1, p3, p5, p7;
    jh256t_swap u_p1 (.x(t[111:96]), .k(k_q), .pass(pass_q), .y(p1));
    jh256t_swap u_p3 (.x(t[79:64]),  .k(k_q), .pass(pass_q), .y(p3));
    jh256t_swap u_p5 (.x(t[47:32]),  .k(k_q), .pass(pass_q), .y(p5));
    jh256t_swap u_p7 (.x(t[15:0]),   .k(k_q), .pass(pass_q), .y(p7));

    // h4..h7 ^= M on the way out of the last round
    wire [63:0] my = last_q ? {m[0], m[1], m[2], m[3]} : 64'd0;
    always @* begin
        y[0] = t[127:112];
        y[1] = p1;
        y[2] = t[95:80];
        y[3] = p3;
        y[4] = t[63:48] ^ my[63:48];
        y[5] = p5 ^ my[47:32];
        y[6] = t[31:16] ^ my[31:16];
        y[7] = p7 ^ my[15:0];
    end
endmodule

`default_nettype wire
