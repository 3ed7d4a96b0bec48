// simd256_control: the controller of the SIMD-256 core (simd256_core.v).
//
// One phase at a time (a block is  LOAD -> NTT -> CONV -> HLOAD -> STEP -> STORE, and
// after a message's last block OUT):
//   LOAD : the 16 message words into M (one a cycle, as the shell delivers them);
//   NTT  : 7 stages of 64 radix-2 butterflies (decimation in frequency) and one idle
//          slot, a butterfly every two cycles: read a, read b, then (two cycles
//          later) write a + b and (a - b) * w^e.  Stage s pairs i and i + 2^(6-s),
//          exponent (b << s) mod 64.  Stage 0 reads the message word (a byte a
//          butterfly; its second read is not used: b is a constant);
//   CONV : each of the 128 NTT values is replaced by its expanded-word table entry
//          (read the value, read the table at it, write the entry back: 2 cycles a
//          value, the reads of the next value overlapping the write);
//   HLOAD: H ^ M into the state chain a bit a cycle, 34 cycles a word (read M into
//          mw_q, read H, then 32 bits), words 12..15, 8..11, 4..7, 0..3;
//   STEP : bit-serial, least significant bit first.  P (160 cycles, step 0 only):
//          A turns once (cycles 32..159) into the second delay line, which fills
//          both R rings with A <<< r.  Q (160 cycles, every step): cycles 0..127
//          stream D + W + F(A, B, C) into the first delay line (B, C, D shift,
//          B <- R, C <- B, D <- C); cycles 32..159 make D' = (..) <<< s + R[j ^ p]
//          into A (which shifts all 160 cycles) and into the second delay line,
//          whose tap fills the other R ring with D' <<< r' for the next step
//          (cycles 64..159 and the next step's 0..31).  The RAM is read once a
//          half word: the cycle before each half of W is used (the last cycle of
//          the previous P or Q for word 0), so the read data holds it;
//   STORE: the chain shifts and D's head word goes to H every 32 cycles (order
//          12..15, 8..11, 4..7, 0..3);
//   OUT  : the digest words H[0..7], read, then offered until taken.
// Every datapath enable is decoded from the phase counter, delayed by one or two
// cycles where the RAM's read latency puts the data.
`default_nettype none
module simd256_control (
    input  wire       clk,
    input  wire       rst,
    input  wire       msg_valid,
    input  wire       msg_first_blk,
    input  wire       msg_final_blk,
    output wire       msg_take,
    output wire       dig_valid,
    input  wire       dig_take,
    output reg        we,
    output reg  [8:0] waddr,
    output reg  [1:0] wsel,
    output wire       re,
    output reg  [8:0] raddr,
    output wire       tb,
    output wire       nt_s0,
    output wire       nt_lat,
    output wire [1:0] nt_bsel,
    output wire       nt_sum,
    output wire       nt_c,
    output wire [5:0] nt_e,
    output wire       nt_prod,
    output wire       st_q,
    output wire [4:0] st_bi,
    output wire       m_ld,
    output wire       k0,
    output wire [5:0] tap,
    output wire [1:0] pos,
    output wire       maj,
    output reg  [1:0] a_sel,
    output wire       sh_a,
    output wire       sh_bcd,
    output wire [5:0] tap2,
    output reg        rsel,
    output wire       r_hold
);
    localparam [2:0] S_LOAD = 3'd0, S_NTT = 3'd1, S_CONV = 3'd2, S_STEP = 3'd3,
                     S_STORE = 3'd4, S_OUT = 3'd5, S_HL = 3'd6;
    localparam [8:0] A_M = 9'h080, A_H = 9'h090, A_IV = 9'h0A0;

    reg  [2:0] ph_q, stg_q;
    reg  [8:0] cnt_q;
    reg  [5:0] step_q;
    reg  [1:0] m3_q;              // step mod 3
    reg        fin_q, first_q, ob_q, pq_q;
    // issue pipeline (the RAM read a cycle ago, two cycles ago)
    reg        v1_q, v2_q, v3_q, p1_q, p2_q, p3_q, c1_q, c2_q;
    reg  [6:0] x1_q, x2_q, x3_q;  // NTT write address (x2_q: the conversion's)
    reg  [5:0] e1_q, e2_q;
    reg  [1:0] by1_q;

    wire [8:0] hb = first_q ? A_IV : A_H;

    function [6:0] bitrev7;
        input [6:0] x;
        bitrev7 = {x[0], x[1], x[2], x[3], x[4], x[5], x[6]};
    endfunction

    // expanded words: which group of 8 NTT values feeds step s
    function [3:0] perm;
        input [4:0] s;
        case (s)
            5'd0: perm = 4'd4;   5'd1: perm = 4'd6;   5'd2: perm = 4'd0;   5'd3: perm = 4'd2;
            5'd4: perm = 4'd7;   5'd5: perm = 4'd5;   5'd6: perm = 4'd3;   5'd7: perm = 4'd1;
            5'd8: perm = 4'd15;  5'd9: perm = 4'd11;  5'd10: perm = 4'd12; 5'd11: perm = 4'd8;
            5'd12: perm = 4'd9;  5'd13: perm = 4'd13; 5'd14: perm = 4'd10; 5'd15: perm = 4'd14;
            5'd16: perm = 4'd1;  5'd17: perm = 4'd2;  5'd18: perm = 4'd7;  5'd19: perm = 4'd4;
            5'd20: perm = 4'd6;  5'd21: perm = 4'd5;  5'd22: perm = 4'd0;  5'd23: perm = 4'd3;
            5'd24: perm = 4'd6;  5'd25: perm = 4'd0;  5'd26: perm = 4'd1;  5'd27: perm = 4'd7;
            5'd28: perm = 4'd3;  5'd29: perm = 4'd5;  5'd30: perm = 4'd4;  default: perm = 4'd2;
        endcase
    endfunction

    // rotation constants (r, s, t, u) of round rd, entry i, minus one (the delay
    // line's tap)
    function [4:0] rotm1;
        input [1:0] rd;
        input [1:0] i;
        case ({rd, i})
            4'h0: rotm1 = 5'd2;  4'h1: rotm1 = 5'd22; 4'h2: rotm1 = 5'd16; 4'h3: rotm1 = 5'd26;
            4'h4: rotm1 = 5'd27; 4'h5: rotm1 = 5'd18; 4'h6: rotm1 = 5'd21; 4'h7: rotm1 = 5'd6;
            4'h8: rotm1 = 5'd28; 4'h9: rotm1 = 5'd8;  4'ha: rotm1 = 5'd14; 4'hb: rotm1 = 5'd4;
            4'hc: rotm1 = 5'd3;  4'hd: rotm1 = 5'd12; 4'he: rotm1 = 5'd9;  default: rotm1 = 5'd24;
        endcase
    endfunction

    // ---------------------------------------------------------------- NTT issue
    wire       n_v   = (ph_q == S_NTT) && !cnt_q[7];
    wire       n_ph  = cnt_q[0];
    wire [5:0] n_b   = cnt_q[6:1];
    wire       s0    = (stg_q == 3'd0);
    wire [3:0] n_wd  = {~n_b[5:4], n_b[3:2]};        // stage 0: the message word
    wire [5:0] n_i   = {n_wd, n_b[1:0]};              // stage 0: the butterfly (byte) index
    reg  [6:0] n_aa;                                  // first index of the pair
    reg  [5:0] n_e;
    always @(*) begin
        case (stg_q)
            3'd0:    begin n_aa = {1'b0, n_i};                    n_e = n_i;               end
            3'd1:    begin n_aa = {n_b[5], 1'b0, n_b[4:0]};       n_e = {n_b[4:0], 1'b0};  end
            3'd2:    begin n_aa = {n_b[5:4], 1'b0, n_b[3:0]};     n_e = {n_b[3:0], 2'b0};  end
            3'd3:    begin n_aa = {n_b[5:3], 1'b0, n_b[2:0]};     n_e = {n_b[2:0], 3'b0};  end
            3'd4:    begin n_aa = {n_b[5:2], 1'b0, n_b[1:0]};     n_e = {n_b[1:0], 4'b0};  end
            3'd5:    begin n_aa = {n_b[5:1], 1'b0, n_b[0]};       n_e = {n_b[0], 5'b0};    end
            default: begin n_aa = {n_b, 1'b0};                    n_e = 6'd0;              end
        endcase
    end
    wire [6:0] n_half = 7'd64 >> stg_q;
    wire [6:0] n_addr = n_ph ? (n_aa | n_half) : n_aa;
    wire       n_c    = s0 && ((n_i == 6'd63) || (fin_q && n_i == 6'd61));

    // ---------------------------------------------------------------- steps
    // P (step 0 only) and Q as above; k: the bit of the word in use (the same k for
    // the stream going in and the rotated one coming out 32 cycles later); jj: the
    // word going in (Q: D' of word jj - 1 comes out).
    wire       act   = (ph_q == S_STEP);
    wire       hl    = (ph_q == S_HL);
    wire [4:0] k     = cnt_q[4:0];
    wire [1:0] jj    = cnt_q[6:5];
    wire [1:0] rd    = step_q[5] ? 2'd3 : step_q[4:3];
    wire [1:0] pxor  = m3_q + 2'd1;
    wire [5:0] s1n   = step_q + 6'd1;
    wire       qr    = pq_q && (cnt_q[7:5] != 3'd0);           // Q, D' streams (q >= 32)
    wire [5:0] sn    = qr ? s1n : step_q;                     // the step R' is made for
    wire [1:0] rdn   = sn[5] ? 2'd3 : sn[4:3];
    wire       unused_sn = sn[2];
    wire [4:0] rm1s  = rotm1(rd, step_q[1:0] + 2'd1);        // s of this step
    wire [4:0] rm1r  = rotm1(rdn, sn[1:0]);                   // r of step sn
    wire [1:0] jm1   = jj - 2'd1;                             // the word D' is made for
    assign st_q   = act && pq_q;
    assign k0     = (k == 5'd0);
    assign tap    = {k > rm1s, rm1s};
    assign tap2   = {k > rm1r, rm1r};
    assign pos    = (jm1 ^ pxor) - jm1;
    assign maj    = !step_q[5] && step_q[2];
    assign sh_a   = (act && (pq_q || (cnt_q[7:5] != 3'd0))) || (hl && !cnt_q[5]) || (ph_q == S_STORE);
    assign sh_bcd = (act && pq_q && !cnt_q[7]) || (hl && !cnt_q[5]) || (ph_q == S_STORE);
    assign r_hold = act && qr;
    assign m_ld   = hl && (cnt_q[5:0] == 6'd63);
    wire   raw    = step_q[5];
    wire   c233   = (step_q[5:4] != 2'd0);                   // W's halves: 233 (else 185)
    assign st_bi  = (hl || raw) ? k : {c233, k[3:0]};
    always @(*) begin
        a_sel = 2'd0;
        if (hl)       a_sel = 2'd2;
        else if (act) a_sel = {1'b0, pq_q};
    end
    // the RAM read of the word half (or chaining-value word) used from the next cycle:
    // the last cycle of P or of Q (word 0 of the next step, low half) and, in Q, each
    // cycle before a half starts
    wire       l_end = (cnt_q[7:0] == 8'd159);
    wire [5:0] wsn   = (pq_q && cnt_q[7]) ? s1n : step_q;    // the step read for
    wire [2:0] n7    = cnt_q[6:4] + 3'd1;                     // (q + 1) >> 4 at a read
    wire       w_rd  = l_end || (pq_q && (cnt_q[3:0] == 4'd15) && (cnt_q[7:4] < 4'd7) && !(raw && !cnt_q[4]));
    wire       qin   = pq_q && !cnt_q[7];                     // Q, W in use (q < 128)
    wire       w_hi  = qin && n7[0];
    wire [1:0] w_j   = qin ? n7[2:1] : 2'd0;
    wire [4:0] w_s   = wsn[4:0];
    wire [6:0] w_lo  = {perm(w_s), w_j, (w_s[4] & w_s[3])};   // 8 perm + 2j (+1 for s >= 24)
    wire [6:0] w_idx = !w_hi ? w_lo : (w_s[4] ? (w_lo | 7'd64) : (w_lo | 7'd1));
    wire [3:0] hwd   = {~step_q[3:2], step_q[1:0]};           // HLOAD: chain order

    // ---------------------------------------------------------------- datapath enables
    assign msg_take = (ph_q == S_LOAD);
    wire   took     = msg_valid && (ph_q == S_LOAD);
    assign nt_s0    = s0;
    assign nt_lat   = v1_q && !p1_q;
    assign nt_bsel  = by1_q;
    assign nt_sum   = v2_q && !p2_q && (ph_q == S_NTT);
    assign nt_c     = c2_q;
    assign nt_e     = e2_q;
    assign nt_prod  = p3_q;
    wire   cv       = (ph_q == S_CONV);
    assign tb       = cv && cnt_q[0];
    assign dig_valid = (ph_q == S_OUT) && ob_q;
    assign re       = !dig_valid && !(act && !w_rd) && !(hl && !cnt_q[5]);

    always @(*) begin
        we    = 1'b0;
        waddr = {2'b00, x3_q};
        wsel  = 2'd1;
        raddr = {2'b00, n_addr};
        case (ph_q)
            S_LOAD: begin
                we    = took;
                waddr = A_M + {5'd0, cnt_q[3:0]};
                wsel  = 2'd0;
            end
            S_NTT: begin
                we = v3_q;
                if (s0) raddr = A_M + {5'd0, n_wd};
            end
            S_CONV: begin
                we    = !cnt_q[0] && (cnt_q != 9'd0);
                waddr = {2'b00, x2_q};
                wsel  = 2'd2;
                raddr = {2'b00, cnt_q[7:1]};
            end
            S_STEP: begin
                raddr = wsn[5] ? hb + {5'd0, wsn[1:0], w_j} : {2'b00, bitrev7(w_idx)};
            end
            S_HL: begin
                raddr = cnt_q[0] ? hb + {5'd0, hwd} : A_M + {5'd0, hwd};
            end
            S_STORE: begin
                we    = (k == 5'd0);
                waddr = A_H + {5'd0, ~cnt_q[8:7], cnt_q[6:5]};
                wsel  = 2'd3;
            end
            default: begin
                raddr = A_H + {6'd0, cnt_q[2:0]};
            end
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            ph_q <= S_LOAD; stg_q <= 3'd0; cnt_q <= 9'd0; step_q <= 6'd0; m3_q <= 2'd0; pq_q <= 1'b0; rsel <= 1'b0;
            fin_q <= 1'b0; first_q <= 1'b0; ob_q <= 1'b0;
            v1_q <= 1'b0; v2_q <= 1'b0; v3_q <= 1'b0; p1_q <= 1'b0; p2_q <= 1'b0; p3_q <= 1'b0;
            c1_q <= 1'b0; c2_q <= 1'b0; x1_q <= 7'd0; x2_q <= 7'd0; x3_q <= 7'd0; e1_q <= 6'd0; e2_q <= 6'd0; by1_q <= 2'd0;
        end else begin
            v1_q  <= n_v;
            p1_q  <= cnt_q[0];
            c1_q  <= n_c;
            x1_q  <= cv ? cnt_q[7:1] : n_addr;
            e1_q  <= n_e;
            by1_q <= n_b[1:0];
            v2_q  <= v1_q;
            p2_q  <= p1_q;
            v3_q  <= v2_q;
            p3_q  <= p2_q;
            x3_q  <= x2_q;
            c2_q  <= c1_q;
            x2_q  <= x1_q;
            e2_q  <= e1_q;
            case (ph_q)
                S_LOAD: if (took) begin
                    fin_q   <= msg_final_blk;
                    first_q <= msg_first_blk;
                    cnt_q   <= cnt_q + 9'd1;
                    if (cnt_q[3:0] == 4'd15) begin
                        ph_q  <= S_NTT;
                        cnt_q <= 9'd0;
                        stg_q <= 3'd0;
                    end
                end
                S_NTT: begin
                    cnt_q <= cnt_q + 9'd1;
                    if (cnt_q == 9'd130) begin
                        cnt_q <= 9'd0;
                        stg_q <= stg_q + 3'd1;
                        if (stg_q == 3'd6) ph_q <= S_CONV;
                    end
                end
                S_CONV: begin
                    cnt_q <= cnt_q + 9'd1;
                    if (cnt_q == 9'd256) begin
                        ph_q   <= S_HL;
                        cnt_q  <= 9'd62;
                        step_q <= 6'd0;
                    end
                end
                S_HL: begin
                    // per word: read M (62), read H and keep M (63), then 32 bits
                    cnt_q <= {3'd0, cnt_q[5:0] + 6'd1};
                    if (cnt_q[5:0] == 6'd31) begin
                        cnt_q  <= 9'd62;
                        step_q <= step_q + 6'd1;
                        if (step_q[3:0] == 4'd15) begin
                            ph_q   <= S_STEP;
                            cnt_q  <= 9'd0;
                            step_q <= 6'd0;
                            m3_q   <= 2'd0;
                            pq_q   <= 1'b0;
                            rsel   <= 1'b0;
                        end
                    end
                end
                S_STEP: begin
                    // P (step 0 only), then Q of every step
                    cnt_q <= cnt_q + 9'd1;
                    if (cnt_q[7:0] == 8'd159) begin
                        cnt_q <= 9'd0;
                        pq_q  <= 1'b1;
                        if (pq_q) begin
                            rsel   <= !rsel;
                            step_q <= s1n;
                            m3_q   <= (m3_q == 2'd2) ? 2'd0 : m3_q + 2'd1;
                            if (step_q == 6'd35) ph_q <= S_STORE;
                        end
                    end
                end
                S_STORE: begin
                    // the chain shifts; D's head word is written every 32 cycles
                    cnt_q <= cnt_q + 9'd1;
                    if (cnt_q == 9'd480) begin
                        cnt_q <= 9'd0;
                        ph_q  <= fin_q ? S_OUT : S_LOAD;
                        ob_q  <= 1'b0;
                    end
                end
                default: begin
                    if (!ob_q) ob_q <= 1'b1;
                    else if (dig_take) begin
                        ob_q  <= 1'b0;
                        cnt_q <= cnt_q + 9'd1;
                        if (cnt_q[2:0] == 3'd7) begin
                            cnt_q <= 9'd0;
                            ph_q  <= S_LOAD;
                        end
                    end
                end
            endcase
        end
    end
endmodule
`default_nettype wire
